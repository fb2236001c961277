// The card of the seckill and presell grids: picture, name, the activity's own lines, then its button text.
import type { ReactNode } from 'react';

export function ActivityCard({
  href,
  image,
  name,
  action,
  children,
}: {
  href: string;
  image: string;
  name: string;
  action: string;
  children: ReactNode;
}) {
  return (
    <a className="activity-card" href={href}>
      <img src={image} alt={name} width={250} height={250} loading="lazy" />
      <span className="activity-card-name">{name}</span>
      {children}
      <span className="activity-card-btn">{action}</span>
    </a>
  );
}

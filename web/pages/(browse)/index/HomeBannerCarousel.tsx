// Banner carousel: the server renders the first slide; the browser rotates every 5 s and on dot clicks.
import { useEffect, useState } from 'react';
import type { HomeBanner } from './+data.ts';

export function HomeBannerCarousel({ banners }: { banners: HomeBanner[] }) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || banners.length < 2) return;
    const timer = setInterval(() => setCurrent((n) => (n + 1) % banners.length), 5000);
    return () => clearInterval(timer);
  }, [paused, banners.length]);
  if (!banners.length) return <div className="home-banner home-banner-empty" />;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering pauses the rotation; the dots are the controls
    <div className="home-banner" onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)}>
      {banners.map((banner, index) => (
        <a
          key={`${banner.image}|${banner.link || banner.url || ''}`}
          className={`home-banner-slide${index === current ? ' active' : ''}`}
          href={banner.link || banner.url || '#'}
          // the slides not shown are inert: out of the tab order and of what a screen reader reads
          inert={index !== current}
        >
          <img
            src={banner.image}
            alt={banner.title ?? ''}
            width={760}
            height={400}
            {...(index === 0 ? {} : { loading: 'lazy' as const })}
          />
        </a>
      ))}
      <div className="home-banner-dots">
        {banners.map((banner, index) => (
          <button
            key={`${banner.image}|${banner.link || banner.url || ''}`}
            type="button"
            aria-label={`第 ${index + 1} 张`}
            aria-pressed={index === current}
            onClick={() => setCurrent(index)}
          />
        ))}
      </div>
    </div>
  );
}

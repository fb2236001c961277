import { useState } from 'react';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import type { HomeData } from './+data.ts';

export default function Page() {
  const { banners } = useData<HomeData>();
  const { layout } = usePageContext();
  const [current, setCurrent] = useState(0);
  const banner = banners[current];
  return (
    <section className="home">
      <h1 className="visually-hidden">{layout.siteName}</h1>
      {banner ? (
        <div className="home-banner">
          <img src={banner.image} alt="" width={1200} height={400} />
          <div className="home-banner-dots">
            {banners.map((_, index) => (
              <button
                key={index}
                type="button"
                aria-label={`第 ${index + 1} 张`}
                aria-pressed={index === current}
                onClick={() => setCurrent(index)}
              />
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}

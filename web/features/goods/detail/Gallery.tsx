// Gallery: the big picture follows the chosen SKU's image; thumbnails switch it on hover or click.
import { useEffect, useState } from 'react';

export function Gallery({ images, skuImage, name }: { images: string[]; skuImage?: string; name: string }) {
  const [current, setCurrent] = useState(images[0] ?? '');
  useEffect(() => {
    if (skuImage) setCurrent(skuImage);
  }, [skuImage]);
  return (
    <div className="gallery">
      <div className="gallery-main">
        <img src={current || images[0]} alt={name} width={420} height={420} data-gallery-main="" />
      </div>
      <div className="gallery-thumbs">
        {images.slice(0, 6).map((src) => (
          <button
            key={src}
            type="button"
            className={`gallery-thumb${src === current ? ' active' : ''}`}
            onMouseEnter={() => setCurrent(src)}
            onClick={() => setCurrent(src)}
            aria-label="查看图片"
          >
            <img src={src} alt="" width={64} height={64} loading="lazy" />
          </button>
        ))}
      </div>
    </div>
  );
}

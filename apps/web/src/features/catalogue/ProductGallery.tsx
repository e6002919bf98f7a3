import { useEffect, useState } from 'react';
import { IMAGE_LAYOUTS } from '../../shared/images/image-layouts';
import { imageLoading } from '../../shared/images/image-loading';
import { imageSources } from '../../shared/images/image-sources';
import { PLACEHOLDER_IMAGE } from '../../shared/products/constants';
import type { ProductImage } from '../../shared/products/types';

/** The main image and a row of thumbnails to switch it. */
export function ProductGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const [index, setIndex] = useState(0);
  useEffect(() => setIndex(0), [images]);
  const list = images.length ? images : [{ url: PLACEHOLDER_IMAGE, altText: name }];
  const current = list[Math.min(index, list.length - 1)];
  return (
    <div className="flex flex-col gap-3">
      <div className="aspect-[3/4] overflow-hidden rounded-lg bg-neutral-100">
        <img
          {...imageSources(current.url, IMAGE_LAYOUTS.gallery)}
          alt={current.altText || name}
          width={900}
          height={1200}
          {...imageLoading('priority')}
          className="size-full object-cover"
        />
      </div>
      {list.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Product images">
          {list.map((image, position) => (
            <li key={`${image.url}${position}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-label={`Show image ${position + 1} of ${list.length}`}
                aria-current={position === index ? 'true' : undefined}
                className={`block overflow-hidden rounded-md border-2 ${position === index ? 'border-neutral-900' : 'border-transparent hover:border-neutral-300'}`}
              >
                <img
                  {...imageSources(image.url, IMAGE_LAYOUTS.thumbnail)}
                  alt=""
                  width={64}
                  height={80}
                  {...imageLoading('lazy')}
                  className="h-20 w-16 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { Link } from 'react-router-dom';
import { IMAGE_LAYOUTS } from '../../shared/images/image-layouts';
import { imageLoading } from '../../shared/images/image-loading';
import { imageSources } from '../../shared/images/image-sources';
import { CATEGORY_TILES } from './constants';
import { useGetCollectionBannersQuery } from './home-api';

/** The two category tiles, with the admin's banners or the bundled defaults. */
export function CategoryTiles() {
  const { data: banners = [] } = useGetCollectionBannersQuery();
  return (
    <section aria-labelledby="collections-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <h2 id="collections-title" className="mb-6 text-2xl font-black tracking-tight uppercase sm:text-3xl">
        Shop by Category
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 sm:gap-6">
        {CATEGORY_TILES.map((tile) => {
          const banner = banners.find((item) => item.category === tile.category && item.isActive !== false);
          return (
            <Link
              key={tile.category}
              to={`/collections?category=${tile.category}`}
              className="group relative block aspect-[2/1] overflow-hidden rounded-lg bg-neutral-900"
            >
              <img
                {...imageSources(banner?.imageUrl || tile.fallbackImage, IMAGE_LAYOUTS.categoryTile)}
                alt={banner?.altText || `${tile.label} Collection`}
                width={800}
                height={400}
                {...imageLoading('lazy')}
                className="size-full object-cover transition duration-500 group-hover:scale-105"
              />
              <span className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-black/70 to-transparent p-5 sm:p-7">
                <span className="text-2xl font-black tracking-tight text-white uppercase sm:text-3xl">
                  {banner?.title || tile.label}
                </span>
                <span className="mt-1 text-sm font-semibold text-white underline-offset-4 group-hover:underline">
                  Shop now
                </span>
              </span>
            </Link>
          );
        })}
      </div>
    </section>
  );
}

import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { BrandStory } from './BrandStory';
import { CategoryTiles } from './CategoryTiles';
import { HeroCarousel } from './HeroCarousel';
import { ProductRail } from './ProductRail';
import { ServiceStrip } from './ServiceStrip';

/** Home: hero carousel, category tiles, new arrivals, best sellers, brand story, service strip. */
export function HomePage() {
  usePageTitle(undefined);
  return (
    <>
      <h1 className="sr-only">ThreadFit: gym wear and fashion</h1>
      <HeroCarousel />
      <CategoryTiles />
      <ProductRail kind="newArrivals" />
      <ProductRail kind="bestSellers" />
      <BrandStory />
      <ServiceStrip />
    </>
  );
}

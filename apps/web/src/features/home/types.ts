/** Hero image and collection banner: the API's contract (spec section 3). */
import type { HeroImage } from '@store/contracts';

export type { CollectionBanner, HeroImage } from '@store/contracts';

/** What the carousel shows of a hero image (the bundled fallbacks have no more). */
export type HeroSlide = Pick<HeroImage, '_id' | 'title' | 'description' | 'image' | 'link' | 'buttonText'>;

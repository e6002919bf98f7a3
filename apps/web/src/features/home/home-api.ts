import { api } from '../../shared/api/api';
import { FALLBACK_HERO_IMAGES } from './constants';
import { readHeroCache, writeHeroCache } from './hero-cache';
import {
  HERO_DEFAULT_LINK,
  HERO_IMAGE_DEFAULTS,
  isPlaceholderHeroTitle,
  type BannersResponse,
  type HeroImagesResponse,
} from '@store/contracts';
import type { CollectionBanner, HeroImage, HeroSlide } from './types';

/**
 * What a hero image shows as a slide (issue #38): no headline for the store's placeholder title
 * ('Hero Image 1', given to images added without one), and always a button: its text, else
 * 'Shop Now', to its link, else /collections.
 */
export function heroSlide(image: HeroImage): HeroSlide {
  // Read defensively: the session cache may hold what an older build stored.
  const title = image.title ?? '';
  return {
    _id: image._id,
    title: isPlaceholderHeroTitle(title) ? '' : title,
    description: image.description ?? '',
    image: { url: image.image.url, altText: image.image.altText ?? '' },
    link: (image.link ?? '').trim() || HERO_DEFAULT_LINK,
    buttonText: (image.buttonText ?? '').trim() || HERO_IMAGE_DEFAULTS.buttonText,
  };
}

/** Active images in their order, as slides; none (or a failed fetch) gives the five bundled images. */
export function heroSlides(images: HeroImage[] | undefined): HeroSlide[] {
  const active = (images ?? [])
    .filter((image) => image.isActive !== false && image.image?.url)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return active.length > 0 ? active.map(heroSlide) : FALLBACK_HERO_IMAGES;
}

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /hero-images/active, served from a 5-minute session cache when fresh. */
    getHeroSlides: build.query<HeroSlide[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const cached = readHeroCache();
        if (cached) return { data: heroSlides(cached) };
        const result = await baseQuery('/hero-images/active');
        const images = result.error ? [] : (result.data as HeroImagesResponse).heroImages;
        if (!result.error && images.length > 0) writeHeroCache(images);
        return { data: heroSlides(images) };
      },
      providesTags: ['HeroImages'],
    }),
    /** GET /collection-banners; a failure gives an empty list (tiles fall back to defaults). */
    getCollectionBanners: build.query<CollectionBanner[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/collection-banners');
        return { data: result.error ? [] : (result.data as BannersResponse).banners };
      },
      providesTags: ['Banners'],
    }),
  }),
});

export const { useGetHeroSlidesQuery, useGetCollectionBannersQuery } = homeApi;

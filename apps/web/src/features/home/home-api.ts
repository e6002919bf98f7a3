import { api } from '../../app/api';
import { FALLBACK_HERO_IMAGES } from './constants';
import { readHeroCache, writeHeroCache } from './hero-cache';
import type { BannersResponse, HeroImagesResponse } from '@store/contracts';
import type { CollectionBanner, HeroImage, HeroSlide } from './types';

/** Active images in their order; none (or a failed fetch) gives the five bundled images. */
export function heroSlides(images: HeroImage[] | undefined): HeroSlide[] {
  const active = (images ?? []).filter((image) => image.isActive !== false && image.image?.url).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return active.length > 0 ? active : FALLBACK_HERO_IMAGES;
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

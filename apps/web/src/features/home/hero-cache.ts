import { readJson, session, writeJson } from '../../shared/storage';
import { HERO } from './constants';
import type { HeroImage } from './types';

interface CachedHero {
  savedAt: number;
  images: HeroImage[];
}

/** Active hero images fetched in this session less than 5 minutes ago. */
export function readHeroCache(now = Date.now(), storage: Storage | undefined = session()): HeroImage[] | null {
  const cached = readJson<CachedHero>(storage, HERO.cacheKey);
  if (!cached || !Array.isArray(cached.images) || now - cached.savedAt >= HERO.cacheMs) return null;
  return cached.images;
}

export function writeHeroCache(images: HeroImage[], now = Date.now(), storage: Storage | undefined = session()): void {
  writeJson(storage, HERO.cacheKey, { savedAt: now, images } satisfies CachedHero);
}

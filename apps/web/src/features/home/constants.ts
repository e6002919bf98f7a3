import type { HeroSlide } from './types';

/** Home page timings, texts and fallbacks (spec sections 1, 2, 8 and 9). */
export const HERO = {
  autoplayMs: 5000,
  slideMs: 800,
  /** Session cache and refetch interval of the active hero images. */
  cacheMs: 5 * 60 * 1000,
  cacheKey: 'hero-images-cache',
} as const;

/** The five bundled images used when the fetch fails or none is active. */
export const FALLBACK_HERO_IMAGES: HeroSlide[] = [
  {
    _id: 'fallback-1',
    title: 'Train Hard. Look Sharp.',
    description: 'Performance gym wear built for Indian summers.',
    image: { url: '/hero/hero-1.svg', altText: 'Athlete in ThreadFit training tee' },
    link: '/collections',
    buttonText: 'Shop Now',
  },
  {
    _id: 'fallback-2',
    title: 'New Season Topwear',
    description: 'Breathable tees, tanks and hoodies.',
    image: { url: '/hero/hero-2.svg', altText: 'ThreadFit topwear collection' },
    link: '/collections?category=topwear',
    buttonText: 'Shop Topwear',
  },
  {
    _id: 'fallback-3',
    title: 'Move Without Limits',
    description: 'Joggers and shorts with four-way stretch.',
    image: { url: '/hero/hero-3.svg', altText: 'ThreadFit bottomwear collection' },
    link: '/collections?category=bottomwear',
    buttonText: 'Shop Bottomwear',
  },
  {
    _id: 'fallback-4',
    title: 'Made for the Grind',
    description: 'Quality fabrics that last rep after rep.',
    image: { url: '/hero/hero-4.svg', altText: 'ThreadFit quality fabrics' },
    link: '/collections',
    buttonText: 'Explore',
  },
  {
    _id: 'fallback-5',
    title: 'Shipped All Over India',
    description: 'Fast delivery and easy returns.',
    image: { url: '/hero/hero-5.svg', altText: 'ThreadFit delivery across India' },
    link: '/collections',
    buttonText: 'Start Shopping',
  },
];

export const CATEGORY_TILES = [
  { category: 'topwear', label: 'Topwear', fallbackImage: '/banners/topwear.svg' },
  { category: 'bottomwear', label: 'Bottomwear', fallbackImage: '/banners/bottomwear.svg' },
] as const;

export const RAIL_TEXT = {
  newArrivals: {
    title: 'New Arrivals',
    loading: 'Loading new arrivals',
    error: 'Unable to load new arrivals. Please try again.',
    emptyTitle: 'No New Arrivals Yet',
    emptyText: 'Check back soon for the latest gym wear!',
  },
  bestSellers: {
    title: 'Best Sellers',
    loading: 'Loading best sellers',
    error: 'Unable to load best sellers. Please try again.',
    emptyTitle: 'No Best Sellers Yet',
    emptyText: 'Check back soon for our most popular products!',
  },
  connectionIssue: 'Connection Issue',
  retry: 'Retry',
  browseAll: 'Browse All Products',
} as const;

export const BRAND_STATS = [
  { value: '1000+', label: 'Happy Athletes' },
  { value: '50+', label: 'Premium Styles' },
  { value: '24/7', label: 'Support' },
  { value: '100%', label: 'Quality Assured' },
] as const;

/** Spec section 9: a new hero image's title ('Hero Image {n}') and button text. */
export const HERO_IMAGE_DEFAULTS = {
  title: (n: number) => `Hero Image ${n}`,
  buttonText: 'Shop Now',
} as const;

/** Where a hero slide's button goes when the admin set no link (issue #38: the dialog promises a 'Shop Now' button). */
export const HERO_DEFAULT_LINK = '/collections';

/**
 * A title the store gave an image the admin did not name ('Hero Image 3'): it names the image in
 * the admin, but the storefront slide shows no headline for it.
 */
export const isPlaceholderHeroTitle = (title: string): boolean => /^Hero Image \d+$/.test(title.trim());

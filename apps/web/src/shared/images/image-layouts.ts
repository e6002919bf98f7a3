import type { ImageLayout } from './image-sources';

/**
 * How wide each storefront image shows (Tailwind's sm 640, md 768, lg 1024 and the 80rem page
 * width, 1280 px, less its padding), and the widths offered for it, up to twice the widest for
 * dense screens.
 */
export const IMAGE_LAYOUTS = {
  /** The hero: the full width of the window. */
  hero: { widths: [640, 960, 1280, 1600, 2400], sizes: '100vw' },
  /** A category tile: one column, two from sm, inside the page width. */
  categoryTile: { widths: [480, 640, 960, 1280], sizes: '(min-width: 1280px) 610px, (min-width: 640px) 50vw, 100vw' },
  /** A product card: two columns, three from md, four from lg. */
  productCard: {
    widths: [240, 360, 480, 600, 800],
    sizes: '(min-width: 1280px) 290px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw',
  },
  /** The product page's main image: the full width, half from md. */
  gallery: { widths: [480, 640, 900, 1200, 1600], sizes: '(min-width: 1280px) 580px, (min-width: 768px) 50vw, 100vw' },
  /** A gallery thumbnail (64 px). */
  thumbnail: { widths: [64, 128, 192], sizes: '64px' },
  /** A cart line's image: 80 px, 96 px from sm. */
  cartLine: { widths: [80, 96, 160, 192], sizes: '(min-width: 640px) 96px, 80px' },
  /** Buy Now's product image (96 px). */
  buyNow: { widths: [96, 192, 288], sizes: '96px' },
  /** An order or checkout summary line's image (56 px). */
  orderLine: { widths: [56, 112, 168], sizes: '56px' },
} as const satisfies Record<string, ImageLayout>;

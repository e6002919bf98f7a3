/**
 * A responsive image's candidates: the widths a service can produce of it, and the `sizes` that
 * tell the browser how wide it shows at each breakpoint.
 */
export interface ImageLayout {
  widths: readonly number[];
  sizes: string;
}

/** What an <img> needs for its source: `srcSet` and `sizes` only where the image can be resized. */
export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * A Cloudinary delivery address as its upload API answers it (`secure_url`): the version right
 * after /upload/, so no transformation is there yet. One with a transformation of its own is left
 * alone rather than given a second one that would apply before it.
 */
const CLOUDINARY_UPLOAD = /^(https:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\/)(v\d+\/.+)$/;

/** A vector scales by itself; a raster variant of it would only be heavier. */
const VECTOR = /\.svg(?:[?#]|$)/i;

/**
 * The sources of an image at `url`. Only Cloudinary resizes (a `w_…` transformation, never wider
 * than the original, in the browser's best format and an automatic quality); the demo images
 * (/demo/*.svg), the bundled artwork and the local image store's /uploads/ are served as stored,
 * so they get their one `src` and no candidates.
 */
export function imageSources(url: string, layout: ImageLayout): ImageSources {
  const cloudinary = CLOUDINARY_UPLOAD.exec(url);
  if (!cloudinary || VECTOR.test(url) || layout.widths.length === 0) return { src: url };
  const [, base, asset] = cloudinary;
  const srcSet = [...new Set(layout.widths)]
    .sort((a, b) => a - b)
    .map((width) => `${base}w_${width},c_limit,f_auto,q_auto/${asset} ${width}w`)
    .join(', ');
  return { src: url, srcSet, sizes: layout.sizes };
}

import type { ImgHTMLAttributes } from 'react';

/**
 * When an image loads: 'priority' is the largest image of the first screen (fetched first and
 * never deferred, so it is the page's LCP as early as can be), 'eager' is another one in the
 * first screen, 'lazy' waits until it is scrolled near.
 */
export type ImageLoading = 'priority' | 'eager' | 'lazy';

const ATTRIBUTES: Record<
  ImageLoading,
  Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'decoding' | 'fetchPriority'>
> = {
  // No decoding="async" here: it lets the browser paint the page first and the image a frame later.
  priority: { loading: 'eager', fetchPriority: 'high' },
  eager: { loading: 'eager', decoding: 'async' },
  lazy: { loading: 'lazy', decoding: 'async' },
};

export const imageLoading = (loading: ImageLoading) => ATTRIBUTES[loading];

/** Texts and keys of the size guide (issue #44). */
export const SIZE_GUIDE_TEXT = {
  link: 'Size guide',
  title: 'Size guide',
  loading: 'Loading the size chart',
  loadFailed: 'The size chart could not be loaded. Please try again.',
  noChart: 'There is no size chart for this product yet.',
  howToMeasure: 'How to measure',
  findMySize: 'Find my size',
  height: 'Height (cm)',
  weight: 'Weight (kg)',
  fit: 'Fit you like',
  suggest: 'Suggest a size',
  suggestion: (size: string) => `We suggest size ${size}`,
  basis: (measurement: string, cm: number) => `Based on an estimated ${measurement.toLowerCase()} of ${cm} cm.`,
  choose: (size: string) => `Choose ${size}`,
  soldOut: (size: string) => `Size ${size} is sold out in this colour.`,
} as const;

export const FIT_LABELS = { snug: 'Snug', regular: 'Regular', relaxed: 'Relaxed' } as const;

/** The shopper's height, weight and fit, kept for the browser tab's session (sessionStorage). */
export const FIND_MY_SIZE_KEY = 'threadfit:find-my-size';

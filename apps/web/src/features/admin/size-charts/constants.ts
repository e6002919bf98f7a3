/** The "Size charts" screen's texts (issue #44). */
export const SIZE_CHARTS_TEXT = {
  title: 'Size charts',
  loading: 'Loading size charts...',
  loadFailed: 'Failed to load size charts',
  empty: 'No size charts yet: the product pages say there is none.',
  note: 'Charts are kept in centimetres (inches entered are converted, 1 in = 2.54 cm). A product’s own chart replaces its category’s.',
  newChart: 'New chart',
  editChart: (owner: string) => `Edit the chart of ${owner}`,
  saveFailed: 'Failed to save the size chart',
  removeFailed: 'Failed to remove the size chart',
  measurementsHint: 'Names separated by commas, e.g. Chest, Length',
  rowsHint: 'Fill in the sizes this chart covers; a size left empty is not in the chart.',
} as const;

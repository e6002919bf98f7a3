/** The "Delivery areas" screen's texts (issue #43). */
export const DELIVERY_AREAS_TEXT = {
  title: 'Delivery areas',
  loading: 'Loading delivery areas...',
  loadFailed: 'Failed to load delivery areas',
  defaults: 'Using the table the store started with',
  note: 'A pincode follows its longest matching prefix; days are calendar days from the day of the order. Orders keep the promise they were given.',
  empty: 'No prefixes: every pincode would be refused.',
  saveFailed: 'Failed to save delivery areas',
  exportFailed: 'Failed to export delivery areas',
  importFailed: 'Failed to import delivery areas',
  csvNote:
    'Columns: prefix, area, serviceable (yes or no), minDays, maxDays. The file replaces the whole table; a dry run checks every row and changes nothing.',
} as const;

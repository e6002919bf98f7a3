import { pluralise } from '@store/contracts';

/** The discount screens' texts (issue #44). */
export const DISCOUNT_ADMIN_TEXT = {
  title: 'Discount codes',
  create: 'New code',
  loading: 'Loading discount codes...',
  loadFailed: 'Failed to load discount codes',
  empty: 'No discount codes yet.',
  tableLabel: 'Discount codes table',
  open: 'Open',
  totals: (uses: number, given: string) => `${pluralise(uses, 'paid order')} used a code, ${given} off in all.`,
  newTitle: 'New discount code',
  editTitle: (code: string) => `Discount code ${code}`,
  save: 'Save code',
  saving: 'Saving...',
  saved: 'Discount saved',
  saveFailed: 'Failed to save the discount code',
  delete: 'Delete code',
  deleted: 'Discount deleted',
  deleteFailed: 'Failed to delete the discount code',
  deleteConfirm: 'Delete this code? Shoppers can no longer use it; paid orders keep their discount.',
  history: 'History',
  historyEmpty: 'Nothing has happened to this code yet.',
  back: 'All codes',
} as const;

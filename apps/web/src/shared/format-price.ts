/**
 * The screens' name for the one rupee formatter (libs/contracts, shared with the API's e-mails and
 * messages): ₹ with Indian digit grouping and two decimals, e.g. ₹1,299.00.
 */
export { formatRupees as formatPrice } from '@store/contracts';

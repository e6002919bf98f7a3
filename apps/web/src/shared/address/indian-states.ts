/** States and union territories of India, for the address forms: the names the invoices' places of supply know (libs/contracts). */
export { INDIAN_STATES } from '@store/contracts';

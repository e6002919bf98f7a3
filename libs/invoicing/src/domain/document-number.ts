/** Rule 46: at most 16 characters, letters, digits, '-' and '/'. */
export const DOCUMENT_NUMBER_MAX_LENGTH = 16;
const DOCUMENT_NUMBER_CHARACTERS = /^[A-Z0-9/-]+$/;
const SEQUENCE_DIGITS = 6;
const MAX_SEQUENCE = 10 ** SEQUENCE_DIGITS - 1;

/** The printed number of a series' n-th document in a financial year: ('INV', '2627', 1) -> 'INV/2627/000001'. */
export function documentNumber(prefix: string, fyShort: string, n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > MAX_SEQUENCE) {
    throw new Error(`A document's sequence number must be a whole number from 1 to ${MAX_SEQUENCE}, not ${n}`);
  }
  const number = `${prefix}/${fyShort}/${String(n).padStart(SEQUENCE_DIGITS, '0')}`;
  if (number.length > DOCUMENT_NUMBER_MAX_LENGTH) {
    throw new Error(`Document number ${number} is longer than ${DOCUMENT_NUMBER_MAX_LENGTH} characters`);
  }
  if (!DOCUMENT_NUMBER_CHARACTERS.test(number)) {
    throw new Error(`Document number ${number} may only hold capital letters, digits, '/' and '-'`);
  }
  return number;
}

import { BUYER_GSTIN_MESSAGES, gstinProblem, gstStateByName, normaliseGstin } from '@store/contracts';
import { ValidationError } from '@store/platform/domain';

/** One of India's states and union territories, by the name the address forms offer (INDIAN_STATES). */
export const isIndianState = (name: string): boolean => gstStateByName(name) !== undefined;

/**
 * The GSTIN a business buyer gave at checkout, normalised (trimmed, upper case), or null when none
 * was given (a consumer). One whose shape or state code is wrong is refused as a format error, one
 * whose check character does not match as a checksum error: the buyer's state need not be the
 * delivery's (a business may have goods sent elsewhere).
 */
export function buyerGstinOf(given: string): string | null {
  const gstin = normaliseGstin(given);
  if (gstin === '') return null;
  const problem = gstinProblem(gstin);
  if (problem === 'checksum') throw new ValidationError(BUYER_GSTIN_MESSAGES.checksum, 'buyerGstin');
  if (problem !== null) throw new ValidationError(BUYER_GSTIN_MESSAGES.format, 'buyerGstin');
  return gstin;
}

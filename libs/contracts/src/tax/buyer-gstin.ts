import { gstinProblem, normaliseGstin } from './gstin';
import { BUYER_GSTIN_MESSAGES } from './tax-rules';

/**
 * What is wrong with the GSTIN a business buyer typed at checkout, as the checkout form and the
 * server both say it: null when it is valid or left empty (it is optional), else the format or
 * checksum message (a state code that names no state is a format problem). Normalises first.
 */
export function buyerGstinMessage(typed: string): string | null {
  const gstin = normaliseGstin(typed);
  if (gstin === '') return null;
  const problem = gstinProblem(gstin);
  if (problem === null) return null;
  return problem === 'checksum' ? BUYER_GSTIN_MESSAGES.checksum : BUYER_GSTIN_MESSAGES.format;
}

import { gstStateByCode } from './states';

/** Characters of the GSTIN's mod-36 check: digits then capital letters. */
const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 2-digit state code, PAN (5 letters, 4 digits, a letter), entity digit/letter, 'Z', check character. */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of the first 14 characters of a GSTIN (GSTN's Luhn mod 36). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = GSTIN_ALPHABET.indexOf(first14[i]!);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = 'format' | 'checksum' | 'state';

/**
 * Why a GSTIN is not valid, or null when it is: its shape, its check character, and a state code
 * that names a state. Upper-cases nothing: callers normalise (trim, upper-case) first.
 */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (gstin.length !== 15 || !GSTIN_SHAPE.test(gstin)) return 'format';
  if (!gstStateByCode(gstin.slice(0, 2))) return 'state';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'checksum';
  return null;
}

/** Trimmed and upper-cased, at most 32 characters looked at (a longer one is refused as a format). */
export const normaliseGstin = (value: string): string => value.slice(0, 32).trim().toUpperCase();

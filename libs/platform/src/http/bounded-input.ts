import { INPUT_BOUNDS } from '@store/contracts';

export { INPUT_BOUNDS } from '@store/contracts';

/** Control characters (NUL included): never part of an id, a slug or a search. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * A path parameter worth looking up: 1 to 64 characters without control characters. Anything
 * else (NULs, escape sequences, 10,000 characters) is refused before a handler sees it; an
 * unknown but harmless id reaches its handler, which answers its own 404.
 */
export const isWellFormedId = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length > 0 &&
  value.length <= INPUT_BOUNDS.idMaxLength &&
  !CONTROL_CHARACTER.test(value);

import { registerDecorator, ValidationOptions } from 'class-validator';

/**
 * Upper bounds of what the API accepts from outside, shared by every module so no string reaches
 * a pattern, a hash or a column unbounded and no number overflows a column or an OFFSET.
 */
export const INPUT_BOUNDS = {
  /** Ids in paths and bodies: UUIDs (36) and provider ids (order_..., pay_...) fit with room. */
  idMaxLength: 64,
  /** Highest page number of any paged list: 10,000 pages of 100 rows is a million rows. */
  maxPage: 10_000,
  /** Names, cities, reasons and other one-line texts. */
  textMaxLength: 200,
  /** Passwords (bcrypt reads 72 bytes). */
  passwordMaxLength: 72,
  /** Opaque tokens (reset links, order access tokens). */
  tokenMaxLength: 512,
} as const;

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

/**
 * A string of at most `maxLength` characters that matches `pattern`. The length is checked
 * first, so the pattern never runs on an unbounded string (class-validator runs every decorator
 * of a field, so a separate @MaxLength would not stop a @Matches from running).
 */
export function MatchesWithin(pattern: RegExp, maxLength: number, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'matchesWithin',
      target: target.constructor,
      propertyName,
      constraints: [pattern, maxLength],
      options,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value.length <= maxLength && pattern.test(value),
      },
    });
}

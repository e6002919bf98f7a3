import { Transform } from 'class-transformer';
import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { isEmailAddress, normalisePhone } from '../identifiers';

/** Registers a one-off validator under `name` (the OpenAPI converter knows the names it describes). */
function rule(
  name: string,
  validate: (value: unknown, args: ValidationArguments) => boolean,
  options?: ValidationOptions,
  constraints: unknown[] = [],
) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName,
      constraints,
      options,
      validator: { validate },
    });
}

/** Trims strings; leaves anything else for the validators to refuse. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Trims and cuts a string to `max` characters (a form's text beyond it is dropped, as before); anything else is ''. */
export const TrimmedText = (max: number) =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim().slice(0, max) : ''));

/** A phone number as the spec reads it: digits only, +91/0 prefix dropped; invalid input kept for the validator. */
export const NormalisePhone = () =>
  Transform(({ value }) => (typeof value === 'string' ? (normalisePhone(value) ?? value.trim()) : value));

/** A number sent as a number or as text ('1399' from a CSV cell); '' is no number (null). */
export const NumberFromText = () =>
  Transform(({ value }) => (value === '' ? null : typeof value === 'string' ? Number(value) : value));

/** true/false, also written as text ('true', 'false'); anything else is left for the validator. */
export const BooleanFromText = () =>
  Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value));

/**
 * A string of at most `maxLength` characters that matches `pattern`. The length is checked
 * first, so the pattern never runs on an unbounded string (class-validator runs every decorator
 * of a field, so a separate @MaxLength would not stop a @Matches from running).
 */
export const MatchesWithin = (pattern: RegExp, maxLength: number, options?: ValidationOptions) =>
  rule(
    'matchesWithin',
    (value) => typeof value === 'string' && value.length <= maxLength && pattern.test(value),
    options,
    [pattern, maxLength],
  );

/** The login identifier rule of spec section 5: an e-mail when it has an @, else a mobile number. */
export const IsLoginIdentifier = (messages: { email: string; phone: string }, options?: ValidationOptions) =>
  rule(
    'isLoginIdentifier',
    (value) => {
      if (typeof value !== 'string') return false;
      const trimmed = value.trim();
      return trimmed.includes('@') ? isEmailAddress(trimmed) : normalisePhone(trimmed) !== null;
    },
    {
      ...options,
      message: (args: ValidationArguments) =>
        String(args.value ?? '').includes('@') ? messages.email : messages.phone,
    },
  );

/** Equal to another property of the same request. */
export const EqualsProperty = (property: string, options?: ValidationOptions) =>
  rule('equalsProperty', (value, args) => value === (args.object as Record<string, unknown>)[property], options, [
    property,
  ]);

/** A rule over the whole request (one field's value depends on another's), reported on this field. */
export const Satisfies = <Request>(check: (request: Request) => boolean, options?: ValidationOptions) =>
  rule('satisfies', (_value, args) => check(args.object as Request), options);

/**
 * An object used as a map (a size -> units stock map, a product's specifications): `problemOf`
 * names what is wrong with its entries (the message), or null when nothing is.
 */
export const IsRecordOf = (
  problemOf: (entries: [string, unknown][]) => string | null,
  notARecord: string,
  options?: ValidationOptions,
) => {
  const problem = (value: unknown) =>
    typeof value !== 'object' || value === null || Array.isArray(value) ? notARecord : problemOf(Object.entries(value));
  return rule('isRecordOf', (value) => problem(value) === null, {
    ...options,
    message: (args: ValidationArguments) => problem(args.value) ?? notARecord,
  });
};

/**
 * Decorators as if stacked above a property in this order: applied nearest the property first,
 * as TypeScript applies them, so the rules (and which message a field answers) keep that order.
 */
export const Stacked =
  (...decorators: Array<(target: object, property: string) => void>) =>
  (target: object, property: string) => {
    for (const decorate of [...decorators].reverse()) decorate(target, property);
  };

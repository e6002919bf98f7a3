import { Transform } from 'class-transformer';
import { registerDecorator, ValidationArguments, ValidationOptions } from 'class-validator';
import { isEmailAddress, normalisePhone } from '../domain/identifiers';

/** Trims strings; leaves anything else for the validators to refuse. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** A phone number as the spec reads it: digits only, +91/0 prefix dropped; invalid input kept for the validator. */
export const NormalisePhone = () =>
  Transform(({ value }) => (typeof value === 'string' ? (normalisePhone(value) ?? value.trim()) : value));

/** The login identifier rule of spec section 5: an e-mail when it has an @, else a mobile number. */
export function IsLoginIdentifier(messages: { email: string; phone: string }, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isLoginIdentifier',
      target: target.constructor,
      propertyName,
      options: {
        ...options,
        message: (args: ValidationArguments) =>
          String(args.value ?? '').includes('@') ? messages.email : messages.phone,
      },
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'string') return false;
          const trimmed = value.trim();
          return trimmed.includes('@') ? isEmailAddress(trimmed) : normalisePhone(trimmed) !== null;
        },
      },
    });
}

/** Equal to another property of the same DTO. */
export function EqualsProperty(property: string, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'equalsProperty',
      target: target.constructor,
      propertyName,
      constraints: [property],
      options,
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          value === (args.object as Record<string, unknown>)[property],
      },
    });
}

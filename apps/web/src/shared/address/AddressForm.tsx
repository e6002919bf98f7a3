import { PhoneField } from '../ui/PhoneField';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';
import { INDIAN_STATES } from './indian-states';
import type { ShippingAddress } from './types';
import type { IndianStateName } from '@store/contracts';

interface AddressFormProps {
  value: ShippingAddress;
  onChange: (next: ShippingAddress) => void;
  zipRequired: boolean;
  /** Show the recipient's name and phone fields (checkout); the profile has them elsewhere. */
  withContact?: boolean;
  /** Street, city and state are required for an order; the profile may leave the address empty. */
  addressRequired?: boolean;
  idPrefix: string;
  /** Fields a submit found wrong: marked aria-invalid and described by the form's one message. */
  invalid?: { fields: readonly (keyof ShippingAddress)[]; describedBy: string };
}

const STATE_OPTIONS = INDIAN_STATES.map((state) => ({ value: state, label: state }));

/** A shipping address: name, phone, house, street, city, state, PIN code; the country is India. */
export function AddressForm({
  value,
  onChange,
  zipRequired,
  withContact = true,
  addressRequired = true,
  idPrefix,
  invalid,
}: AddressFormProps) {
  const set = (field: keyof ShippingAddress) => (next: string) => onChange({ ...value, [field]: next });
  // The message itself shows once, where the form shows it; the fields only point to it.
  const marked = (field: keyof ShippingAddress) =>
    invalid?.fields.includes(field) ? { 'aria-invalid': true as const, 'aria-describedby': invalid.describedBy } : {};
  const states =
    value.state && !INDIAN_STATES.includes(value.state as IndianStateName)
      ? [{ value: value.state, label: value.state }, ...STATE_OPTIONS]
      : STATE_OPTIONS;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {withContact && (
        <>
          <TextField
            id={`${idPrefix}-name`}
            label="Full name"
            autoComplete="name"
            required
            value={value.name}
            onChange={(event) => set('name')(event.target.value)}
            {...marked('name')}
          />
          <PhoneField
            id={`${idPrefix}-phone`}
            label="Phone number"
            required
            value={value.phone}
            onChange={set('phone')}
            {...marked('phone')}
          />
        </>
      )}
      <TextField
        id={`${idPrefix}-house`}
        label="House / flat no. and building"
        autoComplete="address-line1"
        value={value.houseName}
        onChange={(event) => set('houseName')(event.target.value)}
        className="sm:col-span-2"
      />
      <TextField
        id={`${idPrefix}-street`}
        label="Street, area and landmark"
        autoComplete="address-line2"
        required={addressRequired}
        value={value.street}
        onChange={(event) => set('street')(event.target.value)}
        className="sm:col-span-2"
        {...marked('street')}
      />
      <TextField
        id={`${idPrefix}-city`}
        label="City"
        autoComplete="address-level2"
        required={addressRequired}
        value={value.city}
        onChange={(event) => set('city')(event.target.value)}
        {...marked('city')}
      />
      <SelectField
        id={`${idPrefix}-state`}
        label="State"
        autoComplete="address-level1"
        required={addressRequired}
        placeholder="Select state"
        options={states}
        value={value.state}
        onChange={(event) => set('state')(event.target.value)}
        {...marked('state')}
      />
      <TextField
        id={`${idPrefix}-zip`}
        label="PIN code"
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={6}
        required={zipRequired}
        value={value.zipCode}
        onChange={(event) => set('zipCode')(event.target.value.replace(/\D/g, '').slice(0, 6))}
        {...marked('zipCode')}
      />
      <TextField id={`${idPrefix}-country`} label="Country" value={value.country} readOnly />
    </div>
  );
}

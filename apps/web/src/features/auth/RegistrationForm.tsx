import { MARKETING_CONSENT_MESSAGES } from '@store/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { fieldErrors, messageOr } from '../../shared/api-error';
import { toast } from '../../shared/toast/toast';
import { buttonClass } from '../../shared/ui/buttons';
import { SelectField } from '../../shared/ui/SelectField';
import { TextField } from '../../shared/ui/TextField';
import { INDIAN_STATES } from '../../shared/address/indian-states';
import { useRegisterMutation } from './auth-api';
import { DEFAULT_COUNTRY } from '../../shared/address/constants';
import { AUTH_TEXT } from './constants';
import { PasswordField } from '../../shared/ui/PasswordField';
import { PhoneField } from '../../shared/ui/PhoneField';
import { validateRegistration, type RegistrationErrors, type RegistrationValues } from './validation';

export const emptyRegistration: RegistrationValues = {
  name: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  street: '',
  city: '',
  state: '',
  zipCode: '',
};

interface RegistrationFormProps {
  values: RegistrationValues;
  onChange: (values: RegistrationValues) => void;
  /** Called with the e-mail address once the account is created and the code is on its way. */
  onRegistered: (email: string) => void;
}

const STATE_OPTIONS = INDIAN_STATES.map((state) => ({ value: state, label: state }));

/** The registration form: rules of spec section 5; server field errors show against their fields. */
export function RegistrationForm({ values, onChange, onRegistered }: RegistrationFormProps) {
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [register, { isLoading }] = useRegisterMutation();
  // Marketing e-mail (offers, cart reminders; issue #44): off unless the shopper ticks it.
  const [marketingConsent, setMarketingConsent] = useState(false);
  const set = (field: keyof RegistrationValues) => (value: string) => onChange({ ...values, [field]: value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateRegistration(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const email = values.email.trim();
    try {
      await register({
        name: values.name.trim(),
        email,
        password: values.password,
        phone: values.phone,
        address: {
          street: values.street.trim(),
          city: values.city.trim(),
          state: values.state,
          zipCode: values.zipCode.trim(),
          country: DEFAULT_COUNTRY,
        },
        marketingConsent,
      }).unwrap();
      toast.success(AUTH_TEXT.registered);
      onRegistered(email);
    } catch (error) {
      const byField = fieldErrors(error);
      if (Object.keys(byField).length > 0) setErrors(byField as RegistrationErrors);
      else toast.error(messageOr(error, AUTH_TEXT.registerFailed));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="Full name"
        autoComplete="name"
        required
        value={values.name}
        onChange={(event) => set('name')(event.target.value)}
        error={errors.name}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(event) => set('email')(event.target.value)}
        error={errors.email}
      />
      <PhoneField label="Phone number" required value={values.phone} onChange={set('phone')} error={errors.phone} />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={(event) => set('password')(event.target.value)}
          error={errors.password}
          hint="At least 6 characters"
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={(event) => set('confirmPassword')(event.target.value)}
          error={errors.confirmPassword}
        />
      </div>
      <fieldset className="space-y-4 rounded-lg border border-neutral-200 p-4">
        <legend className="px-1 text-sm font-bold tracking-wide uppercase">Address (optional)</legend>
        <TextField
          label="Street"
          autoComplete="street-address"
          value={values.street}
          onChange={(event) => set('street')(event.target.value)}
          error={errors.street}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="City"
            autoComplete="address-level2"
            value={values.city}
            onChange={(event) => set('city')(event.target.value)}
            error={errors.city}
          />
          <SelectField
            label="State"
            autoComplete="address-level1"
            placeholder="Select state"
            options={STATE_OPTIONS}
            value={values.state}
            onChange={(event) => set('state')(event.target.value)}
            error={errors.state}
          />
          <TextField
            label="PIN code"
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={6}
            value={values.zipCode}
            onChange={(event) => set('zipCode')(event.target.value.replace(/\D/g, '').slice(0, 6))}
            error={errors.zipCode}
          />
          <TextField label="Country" value={DEFAULT_COUNTRY} readOnly />
        </div>
      </fieldset>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4"
          checked={marketingConsent}
          onChange={(event) => setMarketingConsent(event.target.checked)}
        />
        <span>{MARKETING_CONSENT_MESSAGES.checkboxLabel}</span>
      </label>
      <p className="text-xs text-neutral-700">
        By creating an account you agree to our{' '}
        <Link to="/terms" className={buttonClass.link}>
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className={buttonClass.link}>
          Privacy Policy
        </Link>
        .
      </p>
      <button type="submit" className={`${buttonClass.primary} w-full`} disabled={isLoading}>
        {isLoading ? 'Creating account...' : 'Create Account'}
      </button>
    </form>
  );
}

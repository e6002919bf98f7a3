import { LIMITS, VALIDATION_MESSAGES as V } from '@store/contracts';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../shared/store/hooks';
import { messageOr } from '../../shared/api-error';
import { toast } from '../../shared/toast/toast';
import { buttonClass } from '../../shared/ui/buttons';
import { TextField } from '../../shared/ui/TextField';
import { userUpdated } from '../../shared/auth/auth-slice';
import { PHONE_PREFIX } from '../../shared/validation';
import type { Address, User } from '../../shared/auth/types';
import { AddressForm } from '../../shared/address/AddressForm';
import { hasSavedAddress, initialAddress, withoutSavedAddress } from '../../shared/address/address-rules';
import type { ShippingAddress } from '../../shared/address/types';
import { useUpdateProfileMutation } from '../../shared/auth/profile-api';
import { ACCOUNT_TEXT } from './constants';
import { ContactChangeDialog } from './ContactChangeDialog';

/** The address part of the form as the API stores it, or null when every field is empty. */
function savedAddressOf(form: ShippingAddress): Address | null {
  const address = {
    houseName: form.houseName.trim(),
    street: form.street.trim(),
    city: form.city.trim(),
    state: form.state,
    zipCode: form.zipCode.trim(),
  };
  return Object.values(address).some(Boolean) ? { ...address, country: form.country } : null;
}

/**
 * Personal info (e-mail read-only) and the shipping address. With no saved address the form
 * starts with only name and phone; 'Use a different address' clears the saved one.
 */
export function ProfileForm({ user }: { user: User }) {
  const [form, setForm] = useState(() => initialAddress(user));
  const [errors, setErrors] = useState<{ name?: string }>({});
  const [changing, setChanging] = useState<'phone' | 'email' | null>(null);
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const dispatch = useAppDispatch();
  const saved = hasSavedAddress(user);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const name = form.name.trim();
    const found = { name: !name ? V.nameRequired : name.length < LIMITS.nameMinLength ? V.nameTooShort : undefined };
    setErrors(found);
    if (found.name) return;
    try {
      // The phone and the e-mail change only through their codes (ContactChangeDialog).
      const updated = await updateProfile({ name, address: savedAddressOf(form) }).unwrap();
      dispatch(userUpdated(updated));
      toast.success(ACCOUNT_TEXT.profileUpdated);
    } catch (error) {
      toast.error(messageOr(error, ACCOUNT_TEXT.profileUpdateFailed));
    }
  }

  return (
    <>
      <form onSubmit={submit} noValidate className="space-y-8">
        <section aria-labelledby="personal-title" className="space-y-4">
          <h2 id="personal-title" className="text-lg font-black tracking-wide uppercase">
            Personal Information
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Full name"
              autoComplete="name"
              required
              value={form.name}
              onChange={(event) => setForm({ ...form, name: event.target.value })}
              error={errors.name}
            />
            <ContactField
              label="Phone number"
              value={user.phone ? `${PHONE_PREFIX} ${user.phone}` : 'Not set'}
              action="Change phone"
              onChange={() => setChanging('phone')}
            />
            <ContactField
              label="Email"
              value={user.email ?? ''}
              action="Change e-mail"
              onChange={() => setChanging('email')}
              className="sm:col-span-2"
            />
          </div>
        </section>
        <section aria-labelledby="address-title" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="address-title" className="text-lg font-black tracking-wide uppercase">
              Shipping Address
            </h2>
            {saved && (
              <button
                type="button"
                className={`${buttonClass.link} text-sm`}
                onClick={() => setForm(withoutSavedAddress(form))}
              >
                Use a different address
              </button>
            )}
          </div>
          <AddressForm
            idPrefix="profile"
            value={form}
            onChange={setForm}
            zipRequired={false}
            withContact={false}
            addressRequired={false}
          />
        </section>
        <button type="submit" className={buttonClass.primary} disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Save Changes'}
        </button>
      </form>
      {/* Outside the profile form: the dialog's own forms must not submit it. */}
      {changing && <ContactChangeDialog kind={changing} onClose={() => setChanging(null)} />}
    </>
  );
}

/** A read-only contact detail and the button that changes it by code. */
function ContactField({
  label,
  value,
  action,
  onChange,
  className = '',
}: {
  label: string;
  value: string;
  action: string;
  onChange: () => void;
  className?: string;
}) {
  return (
    <div className={`flex items-end gap-2 ${className}`}>
      <TextField label={label} value={value} readOnly className="flex-1" />
      <button type="button" className={`${buttonClass.outline} shrink-0 py-2.5`} onClick={onChange}>
        {action}
      </button>
    </div>
  );
}

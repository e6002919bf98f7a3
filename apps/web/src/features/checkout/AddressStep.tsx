import { buyerGstinMessage } from '@store/contracts';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../shared/ui/buttons';
import { TextField } from '../../shared/ui/TextField';
import { AddressForm } from '../../shared/address/AddressForm';
import {
  addressProblem,
  readyToPay,
  stillWrong,
  withoutSavedAddress,
  type AddressProblem,
} from '../../shared/address/address-rules';
import { CHECKOUT_TEXT } from './constants';
import type { ShippingAddress } from '../../shared/address/types';

interface AddressStepProps {
  address: ShippingAddress;
  onAddressChange: (next: ShippingAddress) => void;
  zipRequired: boolean;
  /** Guests and Buy Now may leave an e-mail for order updates (optional). */
  email?: { value: string; onChange: (next: string) => void };
  /** A business buyer's GSTIN for the tax invoice (optional), checked when the field is left and on Continue. */
  buyerGstin: { value: string; onChange: (next: string) => void };
  /** A signed-in shopper with a saved address may start a different one. */
  canUseDifferentAddress: boolean;
  onContinue: () => void;
}

/**
 * Shipping address, optional e-mail and payment method, then Continue to Payment. A problem is
 * said once, above the button, and each field at fault is marked invalid and points to it.
 */
export function AddressStep({
  address,
  onAddressChange,
  zipRequired,
  email,
  buyerGstin,
  canUseDifferentAddress,
  onContinue,
}: AddressStepProps) {
  const [problem, setProblem] = useState<AddressProblem>();
  const [gstinError, setGstinError] = useState<string | null>(null);
  const problemId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = addressProblem(address, { zipRequired });
    const gstinFound = buyerGstinMessage(buyerGstin.value);
    setProblem(found);
    setGstinError(gstinFound);
    if (!found && !gstinFound) onContinue();
  }

  function changeGstin(next: string) {
    buyerGstin.onChange(next);
    // Once said, the message follows the typing: it goes as soon as the GSTIN is right.
    if (gstinError) setGstinError(buyerGstinMessage(next));
  }

  const stillInvalid = problem?.fields.filter((field) => stillWrong(address, field)) ?? [];

  return (
    <form onSubmit={submit} noValidate className="space-y-8">
      {email && (
        <section aria-labelledby="contact-title">
          <h2 id="contact-title" className="mb-4 text-lg font-black tracking-wide uppercase">
            Contact
          </h2>
          <TextField
            id="checkout-email"
            label="Email (optional)"
            type="email"
            autoComplete="email"
            value={email.value}
            onChange={(event) => email.onChange(event.target.value)}
            hint="We'll send your order confirmation and updates here."
          />
        </section>
      )}
      <section aria-labelledby="address-title">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h2 id="address-title" className="text-lg font-black tracking-wide uppercase">
            Shipping Address
          </h2>
          {canUseDifferentAddress && (
            <button
              type="button"
              className={`${buttonClass.link} text-sm`}
              onClick={() => onAddressChange(withoutSavedAddress(address))}
            >
              Use a different address
            </button>
          )}
        </div>
        <AddressForm
          idPrefix="shipping"
          value={address}
          onChange={onAddressChange}
          zipRequired={zipRequired}
          invalid={{ fields: stillInvalid, describedBy: problemId }}
        />
        <TextField
          id="checkout-gstin"
          className="mt-4"
          label={CHECKOUT_TEXT.buyerGstinLabel}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          value={buyerGstin.value}
          onChange={(event) => changeGstin(event.target.value)}
          onBlur={() => setGstinError(buyerGstinMessage(buyerGstin.value))}
          hint={CHECKOUT_TEXT.buyerGstinHint}
          error={gstinError ?? undefined}
        />
      </section>
      <section aria-labelledby="method-title">
        <h2 id="method-title" className="mb-4 text-lg font-black tracking-wide uppercase">
          Payment Method
        </h2>
        <label className="flex items-center gap-3 rounded-md border border-neutral-900 p-4 text-sm font-semibold">
          <input type="radio" name="payment-method" value="razorpay" checked readOnly className="size-4 accent-brand" />
          {CHECKOUT_TEXT.paymentMethod}
        </label>
      </section>
      {problem && (
        <p id={problemId} role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm font-semibold text-brand-dark">
          {problem.message}
        </p>
      )}
      <button type="submit" className={`${buttonClass.primary} w-full`} disabled={!readyToPay(address)}>
        {CHECKOUT_TEXT.continueToPayment}
      </button>
    </form>
  );
}

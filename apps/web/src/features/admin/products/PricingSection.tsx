import type { UseFormRegister } from 'react-hook-form';
import { formatPrice } from '../../../shared/format-price';
import { PriceTag } from '../../../shared/ui/PriceTag';
import { TextField } from '../../../shared/ui/TextField';
import type { ProductFormValues, shopperPricePreview } from './product-form-rules';

interface PricingSectionProps {
  className: string;
  register: UseFormRegister<ProductFormValues>;
  errorOf: (path: string) => string | undefined;
  values: ProductFormValues;
  /** What the offer price field explains (offerPriceHint), if anything. */
  hint: string | null;
  /** What shoppers will see (shopperPricePreview), once a price is entered. */
  preview: ReturnType<typeof shopperPricePreview>;
}

/** The product form's price, offer price, struck-through price and offer dates, with a preview of what shoppers see. */
export function PricingSection({ className, register, errorOf, values, hint, preview }: PricingSectionProps) {
  return (
    <section className={className} aria-labelledby="pricing-heading">
      <h2 id="pricing-heading" className="mb-4 text-lg font-bold">
        Pricing
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Price (₹)"
          type="number"
          min={0}
          step="0.01"
          required
          error={errorOf('price')}
          {...register('price')}
        />
        <div className="flex items-end">
          <label className="inline-flex items-center gap-2 text-sm font-semibold">
            <input type="checkbox" {...register('hasOfferPricing')} />
            Enable offer pricing
          </label>
        </div>
        {values.hasOfferPricing && (
          <>
            <TextField
              label="Offer price (₹)"
              type="number"
              min={0}
              step="0.01"
              required
              error={errorOf('offerPrice')}
              hint={hint ?? 'What the shopper pays while the offer runs.'}
              {...register('offerPrice')}
            />
            <TextField
              label="Original price (₹), struck through"
              type="number"
              min={0}
              step="0.01"
              placeholder={values.price ? `${values.price} (the price)` : 'The price'}
              error={errorOf('originalPrice')}
              hint="Leave empty to strike through the price. At least the price."
              {...register('originalPrice')}
            />
            <TextField
              label="Offer valid from"
              type="date"
              error={errorOf('offerValidFrom')}
              hint="Empty: from now (India days)."
              {...register('offerValidFrom')}
            />
            <TextField
              label="Offer valid until"
              type="date"
              error={errorOf('offerValidUntil')}
              hint="Empty: no end (the last day included)."
              {...register('offerValidUntil')}
            />
          </>
        )}
      </div>
      {preview && (
        <p
          className="mt-4 flex flex-wrap items-baseline gap-2 rounded-md bg-neutral-50 px-3 py-2 text-sm"
          aria-live="polite"
        >
          <span className="font-semibold text-neutral-700">Shoppers see:</span>
          <PriceTag price={preview.price} originalPrice={preview.struck} />
          {values.hasOfferPricing && (
            <span className="text-xs text-neutral-600">
              (while the offer runs; then {formatPrice(Number(values.price))})
            </span>
          )}
        </p>
      )}
    </section>
  );
}

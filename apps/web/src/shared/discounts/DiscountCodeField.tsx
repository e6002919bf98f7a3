import { useId, useState, type FormEvent } from 'react';
import { formatPrice } from '../format-price';
import { setDiscountCode } from './discount-code';
import type { DiscountQuote } from './useDiscountQuote';

export const DISCOUNT_TEXT = {
  label: 'Discount code',
  placeholder: 'Enter code',
  apply: 'Apply',
  remove: 'Remove',
  checking: 'Checking code...',
  applied: (code: string) => `Code ${code} applied`,
  discount: (code: string) => `Discount (${code})`,
  total: 'Total after discount',
} as const;

/**
 * The shopper's code box (issue #44): Apply keeps the code and the server checks it against the
 * cart (the quote comes from useDiscountQuote); an applied code shows with Remove, a refused one
 * shows the server's reason under the box.
 */
export function DiscountCodeField({ quote, className = '' }: { quote: DiscountQuote; className?: string }) {
  const [text, setText] = useState('');
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) setDiscountCode(text);
    setText('');
  };
  if (quote.code && !quote.refusal) {
    return (
      <div className={`flex items-center justify-between gap-3 text-sm ${className}`}>
        <p className="font-semibold text-green-800" role="status">
          {quote.checking ? DISCOUNT_TEXT.checking : DISCOUNT_TEXT.applied(quote.applied?.code ?? quote.code)}
        </p>
        <button type="button" className="text-sm font-semibold underline" onClick={() => setDiscountCode(null)}>
          {DISCOUNT_TEXT.remove}
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={apply} className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-neutral-800">
        {DISCOUNT_TEXT.label}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={text}
          maxLength={64}
          onChange={(event) => setText(event.target.value)}
          placeholder={quote.code ?? DISCOUNT_TEXT.placeholder}
          aria-invalid={quote.refusal ? true : undefined}
          aria-describedby={quote.refusal ? messageId : undefined}
          autoCapitalize="characters"
          className="w-full min-w-0 flex-1 rounded-md border border-neutral-300 px-3 py-2 text-sm uppercase focus:ring-2 focus:ring-neutral-900 focus:outline-none"
        />
        <button
          type="submit"
          className="rounded-md bg-neutral-900 px-4 py-2 text-sm font-bold text-white hover:bg-neutral-700"
        >
          {DISCOUNT_TEXT.apply}
        </button>
      </div>
      {quote.refusal && (
        <p id={messageId} role="alert" className="mt-1 text-sm text-red-700">
          {quote.code}: {quote.refusal}
        </p>
      )}
    </form>
  );
}

/** The discount line and the total after it, as the server priced them (nothing while no code applies). */
export function DiscountLines({ quote }: { quote: DiscountQuote }) {
  const applied = quote.applied;
  if (!applied) return null;
  return (
    <dl className="space-y-1 text-sm" data-testid="discount-lines">
      <div className="flex justify-between text-green-800">
        <dt>{DISCOUNT_TEXT.discount(applied.code)}</dt>
        <dd data-testid="discount-total">−{formatPrice(applied.discountTotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>Shipping</dt>
        <dd>{applied.shippingCost === 0 ? 'FREE' : formatPrice(applied.shippingCost)}</dd>
      </div>
      <div className="flex justify-between font-black uppercase">
        <dt>{DISCOUNT_TEXT.total}</dt>
        <dd data-testid="discounted-total">{formatPrice(applied.totalPrice)}</dd>
      </div>
    </dl>
  );
}

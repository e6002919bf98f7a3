import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../../shared/contact';
import { PolicyPage, type PolicySection } from './PolicyPage';
import { ReturnPolicyList } from '../../shared/return-policy/ReturnPolicyList';

const SECTIONS: PolicySection[] = [
  {
    heading: 'Using this store',
    body: (
      <p>
        By browsing or buying on ThreadFit you agree to these terms. You must be at least 18 years old, or use the store
        under a parent&apos;s or guardian&apos;s supervision, and keep your account credentials confidential.
      </p>
    ),
  },
  {
    heading: 'Products and prices',
    body: (
      <p>
        All prices are in Indian rupees (₹). We try to show colours and sizes accurately, but shades may vary slightly
        between screens. Offer prices apply only during the offer period shown. We may correct obvious pricing errors
        and cancel affected orders with a full refund.
      </p>
    ),
  },
  {
    heading: 'Orders and payment',
    body: (
      <p>
        An order is confirmed once payment succeeds. Payments by UPI, cards and net banking are processed securely by
        our payment partner. We may cancel an order if a product is out of stock or a payment cannot be verified; any
        amount charged is then refunded.
      </p>
    ),
  },
  {
    heading: 'Shipping',
    body: (
      <p>
        We ship all over India. Shipping is free on orders of ₹699 or more; a ₹29 shipping charge applies below that.
        Delivery times depend on your PIN code.
      </p>
    ),
  },
  { heading: 'Returns and refunds', body: <ReturnPolicyList /> },
  {
    heading: 'Reviews',
    body: (
      <p>
        Reviews must be honest and about the product. We may remove reviews that are abusive, misleading or unrelated.
      </p>
    ),
  },
  {
    heading: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of India. Questions about them: write to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand-dark hover:underline">
          {SUPPORT_EMAIL}
        </a>
        . See also our{' '}
        <Link to="/privacy" className="font-semibold text-brand-dark hover:underline">
          Privacy Policy
        </Link>
        .
      </p>
    ),
  },
];

/** /terms */
export function TermsPage() {
  return (
    <PolicyPage
      title="Terms of Service"
      updated="1 January 2025"
      intro={<p>These terms cover your use of the ThreadFit online store and the purchases you make on it.</p>}
      sections={SECTIONS}
    />
  );
}

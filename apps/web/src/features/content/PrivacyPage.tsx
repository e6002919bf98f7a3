import { SUPPORT_EMAIL } from '../../shared/contact';
import { PolicyPage, type PolicySection } from './PolicyPage';

const mail = (
  <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand-dark hover:underline">
    {SUPPORT_EMAIL}
  </a>
);

const SECTIONS: PolicySection[] = [
  {
    heading: 'What we collect',
    body: (
      <p>
        When you create an account or place an order we collect your name, e-mail address, mobile number and shipping
        address, and the details of your orders and reviews. We do not collect or store your card, UPI or net-banking
        details: payments are handled by our payment partner.
      </p>
    ),
  },
  {
    heading: 'Why we use it',
    body: (
      <p>
        To process and deliver your orders, send order and account e-mails (verification codes, confirmations, delivery
        updates, back-in-stock alerts you asked for), handle returns and support requests, prevent fraud, and meet our
        legal obligations such as tax records.
      </p>
    ),
  },
  {
    heading: 'Who we share it with',
    body: (
      <p>
        Only with the partners needed to serve you: our payment gateway, courier and logistics partners, and our e-mail
        and hosting providers, each bound to use your data only for that purpose. We never sell your personal data.
      </p>
    ),
  },
  {
    heading: 'Data kept in your browser',
    body: (
      <p>
        Your cart, wishlist and sign-in session are kept in your browser&apos;s local storage so they are there when you
        come back. Logging out removes the session; clearing your browser data removes the rest.
      </p>
    ),
  },
  {
    heading: 'How long we keep it',
    body: (
      <p>
        Account data is kept while your account is active. Order records are kept for as long as Indian tax and
        accounting laws require.
      </p>
    ),
  },
  {
    heading: 'Your rights',
    body: (
      <p>
        Under the Digital Personal Data Protection Act, 2023 you may ask to see, correct or erase your personal data,
        and withdraw consent for optional uses. Write to {mail} and we will respond within 30 days.
      </p>
    ),
  },
  {
    heading: 'Grievance officer',
    body: (
      <p>
        For any privacy concern or complaint, contact our Grievance Officer at {mail}. We acknowledge complaints within
        48 hours.
      </p>
    ),
  },
];

/** /privacy */
export function PrivacyPage() {
  return (
    <PolicyPage
      title="Privacy Policy"
      updated="1 January 2025"
      intro={
        <p>
          ThreadFit respects your privacy. This policy explains what personal data we collect when you shop with us, how
          we use it and the choices you have.
        </p>
      }
      sections={SECTIONS}
    />
  );
}

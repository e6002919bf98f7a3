import { Link } from 'react-router-dom';
import { ChatIcon } from '../../shared/ui/icons/ChatIcon';
import { InstagramIcon } from '../../shared/ui/icons/InstagramIcon';
import { MailIcon } from '../../shared/ui/icons/MailIcon';
import { ReturnPolicyButton } from '../../shared/return-policy/ReturnPolicyButton';
import { SOCIAL_PROFILE, SUPPORT_EMAIL, whatsappLink } from '../../shared/contact';
import { LAYOUT_TEXT } from './constants';

const QUICK_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Topwear', to: '/collections?category=topwear' },
  { label: 'Bottomwear', to: '/collections?category=bottomwear' },
  { label: 'All Products', to: '/collections' },
] as const;

const heading = 'mb-4 text-sm font-extrabold tracking-wider text-white uppercase';
const link = 'text-sm text-neutral-300 hover:text-white';

/** Contact block, social link, quick links, policies and the return policy modal. */
export function Footer() {
  return (
    <footer className="bg-neutral-950 text-neutral-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          {/* The wordmark only: the header's logo is the one link home. */}
          <p className="text-2xl font-black tracking-tight text-white">
            THREAD<span className="text-brand">FIT</span>
          </p>
          <p className="mt-3 text-sm leading-relaxed">
            Premium gym wear and everyday topwear and bottomwear, designed for Indian athletes and shipped all over
            India.
          </p>
          <a
            href={SOCIAL_PROFILE.url}
            target="_blank"
            rel="noreferrer"
            className={`${link} mt-4 inline-flex items-center gap-2`}
          >
            <InstagramIcon />
            Follow us on {SOCIAL_PROFILE.label}
          </a>
        </div>
        <div>
          <h2 className={heading}>Contact</h2>
          <ul className="space-y-3">
            <li>
              <a
                href={whatsappLink()}
                target="_blank"
                rel="noreferrer"
                className={`${link} inline-flex items-center gap-2`}
              >
                <ChatIcon className="size-5" />
                {LAYOUT_TEXT.whatsappSupport}
              </a>
            </li>
            <li className="flex items-start gap-2 text-sm">
              <MailIcon className="size-5 shrink-0" />
              <span>
                <span className="block text-neutral-300">{SUPPORT_EMAIL}</span>
                <a
                  href={`mailto:${SUPPORT_EMAIL}`}
                  className="font-semibold text-white underline-offset-2 hover:underline"
                >
                  Email support
                </a>
              </span>
            </li>
          </ul>
        </div>
        <nav aria-label="Quick links">
          <h2 className={heading}>Quick Links</h2>
          <ul className="space-y-3">
            {QUICK_LINKS.map((item) => (
              <li key={item.label}>
                <Link to={item.to} className={link}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Policies">
          <h2 className={heading}>Policies</h2>
          <ul className="space-y-3">
            <li>
              <Link to="/privacy" className={link}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms" className={link}>
                Terms of Service
              </Link>
            </li>
            <li>
              <ReturnPolicyButton className={`${link} text-left`} />
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-neutral-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-neutral-400 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} ThreadFit. All prices in Indian rupees (₹).
        </p>
      </div>
    </footer>
  );
}

import { LAYOUT_TEXT } from './constants';
import { SOCIAL_PROFILE, whatsappLink } from '../../shared/contact';
import { ChatIcon } from '../../shared/ui/icons/ChatIcon';
import { InstagramIcon } from '../../shared/ui/icons/InstagramIcon';
import { TruckIcon } from '../../shared/ui/icons/TruckIcon';

/**
 * Each link is a 44×44 px tap target (WCAG 2.5.5) around its 16 px icon, drawn where the icon
 * always was: it reaches from the strip's top edge 12 px down over the header's empty top padding
 * (above it in the stacking order), and its negative margins keep the strip 32 px tall.
 */
const TAP_TARGET =
  'relative z-50 -mt-2 -mb-5 inline-flex min-h-11 min-w-11 items-start gap-1.5 pt-2 hover:text-red-300';

/** The strip above the header: the shipping promise, the social profile and WhatsApp support. */
export function TopBanner() {
  return (
    <div className="bg-neutral-900 text-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2 text-xs sm:px-6 lg:px-8">
        <a href={SOCIAL_PROFILE.url} target="_blank" rel="noreferrer" className={`${TAP_TARGET} justify-start`}>
          <InstagramIcon className="size-4" />
          <span className="sr-only sm:not-sr-only">{SOCIAL_PROFILE.label}</span>
        </a>
        <p className="inline-flex items-center gap-1.5 font-semibold tracking-wide uppercase">
          <TruckIcon className="hidden size-4 sm:block" />
          {LAYOUT_TEXT.bannerText}
        </p>
        <a href={whatsappLink()} target="_blank" rel="noreferrer" className={`${TAP_TARGET} justify-end`}>
          <ChatIcon className="size-4" />
          <span className="sr-only sm:not-sr-only">{LAYOUT_TEXT.whatsappSupport}</span>
        </a>
      </div>
    </div>
  );
}

import { shortOrderId } from '@store/contracts';

/**
 * The brand's contact points. The WhatsApp number and the social profile are placeholders the
 * client must confirm before launch; everything that links to them reads them from here.
 */
export const SUPPORT_EMAIL = 'support@threadfit.in';
export const WHATSAPP_NUMBER = '910000000000';
export const SOCIAL_PROFILE = { label: 'Instagram', url: 'https://www.instagram.com/threadfit.in' } as const;

/** A WhatsApp chat link, optionally with a prefilled message. */
export function whatsappLink(message?: string): string {
  const base = `https://wa.me/${WHATSAPP_NUMBER}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/** The return request chat: the order's number (as the shopper and the admin read it) is prefilled; the shopper adds photos in the chat. */
export const returnChatLink = (orderId: string): string =>
  whatsappLink(
    `Hi ThreadFit, I'd like to return items from order #${shortOrderId(orderId)}. I'm attaching photos of the product.`,
  );

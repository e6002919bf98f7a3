import type { MailAttachment } from '@store/platform';
import type { OrderState } from '../domain/order';

/**
 * What another module adds to an order's shipping e-mail (the invoicing module: the tax invoice,
 * attached, and where to download it). A port, so ordering never imports the module that reads
 * its orders; without a provider the e-mail goes as it always did.
 */
export const SHIPPED_MAIL_EXTRAS = Symbol('SHIPPED_MAIL_EXTRAS');

export interface MailExtras {
  /** A paragraph added to the e-mail's text. */
  text: string;
  /** The same paragraph as HTML (escaped by the provider). */
  html: string;
  attachments: MailAttachment[];
}

export interface ShippedMailExtras {
  /** The extras for this shipped order (personal fields opened), or null: the e-mail then goes without them. */
  forShippedOrder(order: OrderState): Promise<MailExtras | null>;
}

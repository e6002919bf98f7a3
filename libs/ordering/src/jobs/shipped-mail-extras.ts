import { Injectable } from '@nestjs/common';
import type { MailAttachment } from '@store/platform';
import type { OrderState } from '../domain/order';

/**
 * What other modules add to an order's shipping e-mail (fulfilment: the shipments and their
 * tracking links; invoicing: the tax invoice, attached, and where to download it). A port, so
 * ordering never imports the modules that read its orders: each registers a provider here when
 * it starts (onModuleInit); without any the e-mail goes as it always did.
 */
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

/** Where the providers register: a lower rank comes first in the e-mail (tracking before the invoice). */
export const SHIPPED_MAIL_RANKS = { tracking: 10, taxInvoice: 20 } as const;

/** Combines every registered provider's extras, in rank order; a provider failing or answering null adds nothing. */
@Injectable()
export class ShippedMailExtrasRegistry implements ShippedMailExtras {
  private providers: { provider: ShippedMailExtras; rank: number }[] = [];

  register(provider: ShippedMailExtras, rank: number): void {
    this.providers = [...this.providers, { provider, rank }].sort((a, b) => a.rank - b.rank);
  }

  async forShippedOrder(order: OrderState): Promise<MailExtras | null> {
    const answers = await Promise.all(
      this.providers.map(({ provider }) => provider.forShippedOrder(order).catch(() => null)),
    );
    const extras = answers.filter((answer): answer is MailExtras => answer !== null);
    if (!extras.length) return null;
    return {
      text: extras.map((extra) => extra.text).join('\n\n'),
      // statusMail puts the html in one paragraph: each provider's becomes a paragraph of its own.
      html: extras.map((extra) => extra.html).join('</p><p>'),
      attachments: extras.flatMap((extra) => extra.attachments),
    };
  }
}

import { Injectable } from '@nestjs/common';
import type { CommandContext } from '@store/platform';
import { OrderRefunds, type RefundToRequest } from './order-refunds';

/** Who asks the payment gateway for a refund: the payments module's refunds service, when it runs. */
export interface RefundIssuer {
  refund(orderId: string, request: RefundToRequest, context: CommandContext): Promise<unknown>;
}

/**
 * A refund asked for by another module (a return's refund, issue #43) goes the way the admin's
 * refund goes: held in the order's ledger, then asked of the gateway and recorded. A port, so
 * ordering never imports payments (which builds on it): payments registers its refunds service
 * here when it starts. Without it (a module test) the amount is only held; the settle job of the
 * payments module asks the gateway for a held refund later.
 */
@Injectable()
export class RefundIssuing {
  private issuer: RefundIssuer | null = null;

  constructor(private readonly refunds: OrderRefunds) {}

  register(issuer: RefundIssuer): void {
    this.issuer = issuer;
  }

  async refund(orderId: string, request: RefundToRequest, context: CommandContext): Promise<void> {
    if (this.issuer) await this.issuer.refund(orderId, request, context);
    else await this.refunds.request(orderId, request, context);
  }
}

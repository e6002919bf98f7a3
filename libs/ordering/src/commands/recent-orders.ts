import { canPay, type OrderState } from '../domain/order';
import type { LoadedAggregate } from '@store/platform';

/**
 * Orders awaiting payment as this process last wrote or read them (state and revision), so the
 * next step of the same checkout (create the payment, verify it) decides without reading the
 * order's stream again. A remembered order can be older than its stream when another process
 * wrote since: decideOnLoaded's expected revision then refuses it and the command reads afresh.
 * So it serves decisions made through decideOnLoaded, and checks that an older state could only
 * fail (the caller reads afresh before refusing). The least recently written go first.
 */
export class RecentOrders {
  private readonly orders = new Map<string, LoadedAggregate<OrderState>>();

  constructor(private readonly capacity: number) {}

  remember(orderId: string, loaded: LoadedAggregate<OrderState>): void {
    this.orders.delete(orderId);
    if (!canPay(loaded.state)) return; // past payment: every later step reads the stream
    this.orders.set(orderId, loaded);
    if (this.orders.size > this.capacity) this.orders.delete(this.orders.keys().next().value!);
  }

  recall(orderId: string): LoadedAggregate<OrderState> | undefined {
    return this.orders.get(orderId);
  }

  forget(orderId: string): void {
    this.orders.delete(orderId);
  }
}

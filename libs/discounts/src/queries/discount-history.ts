import { Inject, Injectable } from '@nestjs/common';
import {
  actorName,
  DISCOUNT_MESSAGES as M,
  formatRupees,
  shortOrderId,
  type DiscountHistoryEntry,
} from '@store/contracts';
import type { EventStore, RecordedEvent } from '@store/eventstore';
import { EVENT_STORE, NotFoundError } from '@store/platform';
import type { DiscountEvent, DiscountRules } from '../domain/discount-events';
import { discountStream } from '../streams';

const ROLE_NAMES = { admin: 'Admin', user: 'Customer', guest: 'Guest', system: 'System' } as const;

const describeValue = (rules: DiscountRules) =>
  rules.type === 'percent' ? `${rules.value}% off` : `${formatRupees(rules.value)} off`;

/** The fields an edit changed, in words ('value 10% off → 15% off, active yes → no'). */
export function changesOf(before: DiscountRules | null, after: DiscountRules): string {
  if (!before) return '';
  const shown = (rules: DiscountRules): Record<string, string> => ({
    code: rules.code,
    value: describeValue(rules),
    'minimum subtotal': rules.minSubtotal === null ? 'none' : formatRupees(rules.minSubtotal),
    starts: rules.startsAt ?? 'any time',
    ends: rules.endsAt ?? 'never',
    'total uses': rules.usageLimit === null ? 'unlimited' : String(rules.usageLimit),
    'uses per customer': rules.perCustomerLimit === null ? 'unlimited' : String(rules.perCustomerLimit),
    'first order only': rules.firstOrderOnly ? 'yes' : 'no',
    products: rules.productIds.length === 0 ? 'all' : `${rules.productIds.length} listed`,
    category: rules.category ?? 'all',
    active: rules.isActive ? 'yes' : 'no',
  });
  const was = shown(before);
  const now = shown(after);
  const changed = Object.keys(now).filter((field) => was[field] !== now[field]);
  return changed.length === 0
    ? 'nothing changed'
    : changed.map((field) => `${field} ${was[field]} → ${now[field]}`).join(', ');
}

/** One sentence per event of the code, for its page. */
export function summariseDiscountEvent(event: DiscountEvent, before: DiscountRules | null): string {
  switch (event.type) {
    case 'DiscountCreated':
      return `Created ${event.data.rules.code}: ${describeValue(event.data.rules)}`;
    case 'DiscountEdited':
      return `Edited: ${changesOf(before, event.data.rules)}`;
    case 'DiscountDeleted':
      return `Deleted ${event.data.code}`;
    case 'DiscountReserved':
      return `Order #${shortOrderId(event.data.orderId)} placed with the code (${formatRupees(event.data.amount)} off), waiting for payment`;
    case 'DiscountUsed':
      return `Used on order #${shortOrderId(event.data.orderId)}: ${formatRupees(event.data.amount)} off, paid`;
    case 'DiscountReleased':
      return `Order #${shortOrderId(event.data.orderId)} ${event.data.reason === 'not placed' ? 'was not placed' : event.data.reason} unpaid: its use was given back`;
  }
}

/** A code's history from its own events: created, edited, each use with its order. */
@Injectable()
export class DiscountHistory {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async of(discountId: string): Promise<DiscountHistoryEntry[]> {
    const recorded = await this.store.readStream(discountStream(discountId));
    if (recorded.length === 0) throw new NotFoundError(M.notFound);
    let rules: DiscountRules | null = null;
    return recorded.map((record: RecordedEvent) => {
      const event = { type: record.type, data: record.data } as DiscountEvent;
      const summary = summariseDiscountEvent(event, rules);
      if (event.type === 'DiscountCreated' || event.type === 'DiscountEdited') rules = event.data.rules;
      const actor = record.metadata.actor;
      return {
        type: event.type,
        at: event.data.at,
        actor: actorName(ROLE_NAMES[actor.role] ?? actor.role),
        summary,
        orderId: 'orderId' in event.data ? event.data.orderId : null,
      };
    });
  }
}

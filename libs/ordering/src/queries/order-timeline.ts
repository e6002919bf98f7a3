import { Inject, Injectable } from '@nestjs/common';
import { StockHistoryQuery } from '@store/catalogue';
import type { RecordedEvent } from '@store/eventstore';
import { DATABASE, MailSentMarker, type MailSentTables } from '@store/platform';
import { Kysely } from 'kysely';
import type { OrderState } from '../domain/order';
import { mailLines, orderMailJobId, stockLines, type TimelineEntry } from './order-timeline-lines';

/**
 * The timeline lines an order's own streams do not hold: its stock moves (the catalogue's stock
 * history, by order id) and the e-mails sent for it. No event records a sent e-mail: the mail
 * worker's sent-marker (job id = the causing event's id, the moment the transport accepted it) is
 * that record already, and an event per e-mail would put the shopper's address, or a second
 * write that can disagree with the marker, into the log.
 */
@Injectable()
export class OrderTimelineLines {
  private readonly mails: MailSentMarker;

  constructor(
    private readonly stock: StockHistoryQuery,
    @Inject(DATABASE) db: Kysely<MailSentTables>,
  ) {
    this.mails = new MailSentMarker(db);
  }

  /** `events`: the order's own and its refund ledger's, the events that cause its e-mails. */
  async of(order: OrderState, events: RecordedEvent[]): Promise<TimelineEntry[]> {
    const causes = new Map(events.map((event) => [orderMailJobId(order.orderId, event), event]));
    const [moves, sent] = await Promise.all([
      this.stock.ofOrder(order.orderId),
      this.mails.sentAmong([...causes.keys()]),
    ]);
    return [...stockLines(moves, order.items), ...mailLines(sent, causes)];
  }
}

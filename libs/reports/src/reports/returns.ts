import { defineReport, indiaDay, paise, rupees } from '../report';

/** The returns module's events as this report reads them (libs/contracts/src/returns/events.ts). */
interface ReturnData {
  returnId: string;
  reason?: string;
  amount?: number;
  lines?: Array<{ line: number; productId?: string; name?: string; size?: string; quantity: number; amount?: number }>;
}

interface Request {
  reason: string;
  day: string;
  lines: Array<{ line: number; productId: string; name: string; size: string; quantity: number; refunded: number }>;
  state: 'open' | 'rejected' | 'cancelled' | 'refunded' | 'exchanged';
}

interface Row {
  by: 'reason' | 'product_size';
  key: string;
  name: string | null;
  size: string | null;
  requests: number;
  units: number;
  rejected: number;
  refunded_amount: number;
  exchanged: number;
}

/**
 * Return requests (issue #43) by reason, then by the returned product and size: requests, units
 * asked back, requests rejected or never arrived (`rejected` counts both), rupees refunded (a
 * refund the gateway refused, ReturnRefundFailed, counts nothing),
 * requests answered with a replacement. --from/--to select by the India day requested. The same
 * figures as the admin dashboard's summary (GET /api/admin/returns/summary), folded from the log.
 */
export const returns = defineReport<Map<string, Request>>({
  name: 'returns',
  description:
    'Return requests by reason and by product and size: requests, units, rejected, refunded, exchanged (--from/--to: day requested)',
  eventTypes: [
    'ReturnRequested',
    'ReturnRejected',
    'ReturnCancelled',
    'ReturnRefunded',
    'ReturnRefundFailed',
    'ReturnExchangeShipped',
  ],
  columns: ['by', 'key', 'name', 'size', 'requests', 'units', 'rejected', 'refunded_amount', 'exchanged'],
  initial: () => new Map(),
  apply(state, event) {
    const data = event.data as ReturnData;
    if (event.type === 'ReturnRequested') {
      if (!state.has(data.returnId))
        state.set(data.returnId, {
          reason: data.reason ?? '-',
          day: indiaDay(event.occurredAt),
          lines: (data.lines ?? []).map((line) => ({
            line: line.line,
            productId: line.productId ?? '-',
            name: line.name ?? '-',
            size: line.size ?? '-',
            quantity: line.quantity,
            refunded: 0,
          })),
          state: 'open',
        });
      return state;
    }
    const request = state.get(data.returnId);
    if (!request) return state;
    if (event.type === 'ReturnRejected') request.state = 'rejected';
    else if (event.type === 'ReturnCancelled') request.state = 'cancelled';
    else if (event.type === 'ReturnExchangeShipped') request.state = 'exchanged';
    else if (event.type === 'ReturnRefunded') {
      request.state = 'refunded';
      for (const refunded of data.lines ?? []) {
        const line = request.lines.find((candidate) => candidate.line === refunded.line);
        if (line) line.refunded += paise(refunded.amount ?? 0);
      }
    } else if (event.type === 'ReturnRefundFailed') {
      // The gateway refused it: nothing was paid back, and the return waits for a new refund.
      request.state = 'open';
      for (const line of request.lines) line.refunded = 0;
    }
    return state;
  },
  rows(state, context) {
    const rows = new Map<string, Row>();
    const add = (key: string, fresh: () => Row, request: Request, units: number, refunded: number) => {
      let row = rows.get(key);
      if (!row) rows.set(key, (row = fresh()));
      row.requests += 1;
      row.units += units;
      row.rejected += request.state === 'rejected' || request.state === 'cancelled' ? 1 : 0;
      row.exchanged += request.state === 'exchanged' ? 1 : 0;
      row.refunded_amount += refunded;
    };
    const empty = { requests: 0, units: 0, rejected: 0, refunded_amount: 0, exchanged: 0 };
    const requests = [...state.values()].filter((request) => context.inRange(request.day));
    for (const request of requests) {
      const units = request.lines.reduce((sum, line) => sum + line.quantity, 0);
      const refunded = request.lines.reduce((sum, line) => sum + line.refunded, 0);
      add(
        `r|${request.reason}`,
        () => ({ by: 'reason', key: request.reason, name: null, size: null, ...empty }),
        request,
        units,
        refunded,
      );
      for (const line of request.lines)
        add(
          `p|${line.productId}|${line.size}`,
          () => ({ by: 'product_size', key: line.productId, name: line.name, size: line.size, ...empty }),
          request,
          line.quantity,
          line.refunded,
        );
    }
    return [...rows.values()]
      .sort(
        (a, b) =>
          (a.by === 'reason' ? 0 : 1) - (b.by === 'reason' ? 0 : 1) ||
          b.units - a.units ||
          a.key.localeCompare(b.key) ||
          (a.size ?? '').localeCompare(b.size ?? ''),
      )
      .map((row) => ({ ...row, refunded_amount: rupees(row.refunded_amount) }));
  },
});

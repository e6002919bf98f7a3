import { defineReport, indiaDay } from '../report';

interface Movement {
  movements: number;
  unitsIn: number;
  unitsOut: number;
  committed: number;
}

type State = Map<string, Movement>;

const sum = (lines: Array<{ quantity: number }>) => lines.reduce((total, line) => total + line.quantity, 0);

/**
 * The inventory events as this report reads them: StockSet's quantity and the one before,
 * StockAdjusted's delta, both with the admin's reason; an order's reserved, released or
 * committed lines; the time each move was decided, since it was kept.
 */
interface MovementData {
  at?: string;
  reason?: string;
  quantity: number;
  previous: number;
  delta: number;
  lines: Array<{ quantity: number }>;
}

/**
 * Stock movements by reason. Set and adjust carry the admin's reason; an order's reservation,
 * release and commit show as "order reserved", "order released" (expired or cancelled before
 * payment) and "order committed" (paid: the reserved units are sold; available stock does not
 * move again, so they count in units_committed only). units_in / units_out / net are changes
 * to the units available for sale.
 */
export const stockMovementsByReason = defineReport<State>({
  name: 'stock-movements-by-reason',
  description: 'Stock movements by reason: movements, units in, out, net and committed (--from/--to: day moved)',
  eventTypes: ['StockSet', 'StockAdjusted', 'StockReserved', 'StockReleased', 'StockCommitted'],
  columns: ['reason', 'movements', 'units_in', 'units_out', 'net', 'units_committed'],
  initial: () => new Map(),
  apply(state, event, context) {
    const data = event.data as MovementData;
    if (!context.inRange(indiaDay(data.at ?? event.occurredAt))) return state;
    let reason: string;
    let delta = 0;
    let committed = 0;
    switch (event.type) {
      case 'StockSet':
        reason = data.reason || '(no reason)';
        delta = data.quantity - data.previous;
        break;
      case 'StockAdjusted':
        reason = data.reason || '(no reason)';
        delta = data.delta;
        break;
      case 'StockReserved':
        reason = 'order reserved';
        delta = -sum(data.lines);
        break;
      case 'StockReleased':
        reason = 'order released';
        delta = sum(data.lines);
        break;
      case 'StockCommitted':
        reason = 'order committed';
        committed = sum(data.lines);
        break;
      default:
        return state;
    }
    let row = state.get(reason);
    if (!row) state.set(reason, (row = { movements: 0, unitsIn: 0, unitsOut: 0, committed: 0 }));
    row.movements += 1;
    if (delta > 0) row.unitsIn += delta;
    else row.unitsOut -= delta;
    row.committed += committed;
    return state;
  },
  rows: (state) =>
    [...state.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([reason, row]) => ({
        reason,
        movements: row.movements,
        units_in: row.unitsIn,
        units_out: row.unitsOut,
        net: row.unitsIn - row.unitsOut,
        units_committed: row.committed,
      })),
});

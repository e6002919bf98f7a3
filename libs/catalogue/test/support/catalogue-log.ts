import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { comparePositions, type NewEvent, type PostgresEventStore, type Position } from '@store/eventstore';
import type { CatalogueReadTables } from '../../src/projections/catalogue.tables';
import type { StockReservationTables } from '../../src/projections/stock-reservations.projection';

/** `second` seconds into 2026: events written in a test's order, at times it can name. */
export const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString();

/** An event as the admin 'admin-1' writes it. */
export const adminEvent = (type: string, data: Record<string, unknown>): NewEvent => ({
  type,
  data,
  metadata: {
    actor: { id: 'admin-1', role: 'admin' },
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: new Date().toISOString(),
  },
});

/** Waits until readAll shows `last`: an event shows once every older transaction in the cluster has ended. */
export async function untilVisible(eventStore: PostgresEventStore, last: Position | undefined): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const head = await eventStore.headPosition();
    if (head && last && comparePositions(head, last) >= 0) return;
    if (Date.now() > deadline) throw new Error('appended events not visible after 60 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The tables of the listing, stock history and reservations projections, each in a fixed order. */
export const catalogueTables = async (db: Kysely<CatalogueReadTables & StockReservationTables>) => ({
  listing: await db.selectFrom('product_listing').selectAll().orderBy('id').execute(),
  detail: await db.selectFrom('product_detail').selectAll().orderBy('id').execute(),
  stock: await db.selectFrom('product_stock').selectAll().orderBy('id').execute(),
  reviews: await db.selectFrom('product_review').selectAll().orderBy('id').execute(),
  history: await db
    .selectFrom('stock_history')
    .selectAll()
    .orderBy('position_commit')
    .orderBy('position_prepare')
    .orderBy('line')
    .execute(),
  reservations: await db
    .selectFrom('stock_reservation')
    .selectAll()
    .orderBy('product_id')
    .orderBy('order_id')
    .execute(),
});

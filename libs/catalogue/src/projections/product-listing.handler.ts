import type { Kysely } from 'kysely';
import type { PersonalDataKeysTables } from '@store/platform';
import type { ProjectionHandler } from '@store/projections';
import type { InventoryEvent } from '../domain/inventory';
import type { ProductEvent } from '../domain/product-events';
import type { ReviewEvent } from '../domain/review';
import type { CatalogueReadTables } from './catalogue.tables';
import type { ListingBatch } from './product-listing.batch';

/** The listing projection's tables, and the personal-data keys the reviews' text is opened with. */
export type Tables = CatalogueReadTables & PersonalDataKeysTables;
export type Db = Kysely<Tables>;
type AnyEvent = ProductEvent | InventoryEvent | ReviewEvent;
type Data<T extends AnyEvent['type']> = Extract<AnyEvent, { type: T }>['data'];

/** A handler of the event type T for the events of the streams `belongs` accepts. */
export function on<T extends AnyEvent['type']>(
  belongs: (streamId: string) => boolean,
  handle: (data: Data<T>, batch: ListingBatch, db: Db) => void | Promise<void>,
): ProjectionHandler<Tables, ListingBatch> {
  return (event, db, batch) => {
    if (belongs(event.streamId)) return handle(event.data as Data<T>, batch, db);
  };
}

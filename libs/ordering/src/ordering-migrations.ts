import { orderSubject, resealPlainFields, type MigrationSet } from '@store/platform';
import type { Kysely } from 'kysely';

/**
 * The ordering module's read models are created by its projections; its only migration rewrites
 * internal notes written before they were sealed (issue #38): sealed under the order's key, or
 * dropped when the order's personal data was erased already, so an erasure reaches them.
 */
export const orderingMigrations: MigrationSet = {
  '20261203_1210_ordering_seal_note_text': {
    async up(db: Kysely<any>) {
      await resealPlainFields(db, {
        eventTypes: ['OrderNoteAdded'],
        streamPrefix: 'ordernote-',
        fields: [{ plain: 'text', sealed: 'sealedText' }],
        subjectOf: (data) => orderSubject(String(data.orderId)),
      });
    },
    async down() {
      // Never opened back into plain text in the log.
    },
  },
};

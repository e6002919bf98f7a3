import { Inject, Injectable } from '@nestjs/common';
import type { GstSummaries, TaxDocument } from '@store/contracts';
import { DATABASE, PersonalData, type SealedPersonal } from '@store/platform';
import type { Kysely } from 'kysely';
import type { BuyerPersonal } from '../domain/tax-document-events';
import type { InvoicingReadTables } from '../projections/tax-documents.tables';
import { foldGstSummaries } from '../summaries/gst-summaries';

/** The monthly return's summaries, folded over the month's documents (the read model of the issue events). */
@Injectable()
export class TaxSummariesQuery {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<InvoicingReadTables>,
    private readonly personalData: PersonalData,
  ) {}

  async ofMonth(month: string): Promise<GstSummaries> {
    const rows = await this.db
      .selectFrom('tax_document')
      .select(['document', 'buyer_personal'])
      .where('issue_date', '>=', `${month}-01`)
      .where('issue_date', '<=', `${month}-31`)
      .orderBy('issued_at')
      .execute();
    const documents = await Promise.all(
      rows.map(async ({ document, buyer_personal }): Promise<TaxDocument> => {
        // Only a business buyer is named in the summaries (B2B): the others stay sealed.
        const buyer = document.b2b
          ? await this.personalData.open<BuyerPersonal>(buyer_personal as SealedPersonal)
          : null;
        return { ...document, buyer: { ...document.buyer, name: buyer?.name ?? '', address: '' } };
      }),
    );
    return foldGstSummaries(month, documents);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { SizeChart, SizeChartScope } from '@store/contracts';
import { DATABASE } from '@store/platform';
import { Kysely, type Selectable } from 'kysely';
import type { CatalogueReadTables } from '../projections/catalogue.tables';
import type { SizeChartsTables } from '../projections/size-charts.projection';

type Tables = SizeChartsTables & CatalogueReadTables;

const toSizeChart = (row: Selectable<SizeChartsTables['size_chart']>): SizeChart => ({
  scope: row.scope,
  target: row.target,
  measurements: row.chart.measurements,
  rows: row.chart.rows,
  howToMeasure: row.chart.howToMeasure,
  updatedAt: new Date(row.updated_at).toISOString(),
  updatedBy: row.updated_by,
});

/** The size charts (issue #44): the admin's list, one chart, and the chart a product page shows. */
@Injectable()
export class SizeChartsQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<Tables>) {}

  /** Categories first, then products, each by name or id. */
  async list(): Promise<SizeChart[]> {
    const rows = await this.db.selectFrom('size_chart').selectAll().orderBy('scope').orderBy('target').execute();
    return rows.map(toSizeChart);
  }

  async get(scope: SizeChartScope, target: string): Promise<SizeChart | null> {
    const row = await this.db
      .selectFrom('size_chart')
      .selectAll()
      .where('scope', '=', scope)
      .where('target', '=', target)
      .executeTakeFirst();
    return row ? toSizeChart(row) : null;
  }

  /**
   * The product's own chart, else its category's, else null; undefined for a product the
   * listing does not know (404).
   */
  async forProduct(productId: string): Promise<SizeChart | null | undefined> {
    const product = await this.db
      .selectFrom('product_listing')
      .select('category')
      .where('id', '=', productId)
      .executeTakeFirst();
    if (!product) return undefined;
    const rows = await this.db
      .selectFrom('size_chart')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('scope', '=', 'product'), eb('target', '=', productId)]),
          eb.and([eb('scope', '=', 'category'), eb('target', '=', product.category)]),
        ]),
      )
      .execute();
    const chosen = rows.find((row) => row.scope === 'product') ?? rows[0];
    return chosen ? toSizeChart(chosen) : null;
  }
}

import { defineProjection } from '@store/projections';
import type { SizeChartBody, SizeChartScope } from '@store/contracts';
import type { SizeChartEvent } from '../domain/size-chart';
import { isSizeChartStream } from '../streams';

export const SIZE_CHARTS_PROJECTION = 'catalogue_size_charts';

/** size_chart: every chart by its owner (a category or a product), for the admin's list and the product page (issue #44). */
export interface SizeChartsTables {
  size_chart: {
    scope: SizeChartScope;
    target: string;
    chart: SizeChartBody;
    updated_at: string | Date;
    updated_by: string | null;
  };
}

export const sizeChartsProjection = defineProjection<SizeChartsTables>({
  name: SIZE_CHARTS_PROJECTION,
  version: 1,
  tables: ['size_chart'],
  async createTables(db) {
    await db.schema
      .createTable('size_chart')
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('chart', 'jsonb', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .addPrimaryKeyConstraint('size_chart_pk', ['scope', 'target'])
      .execute();
  },
  accepts: (event) => isSizeChartStream(event.streamId),
  handlers: {
    SizeChartSaved: async (event, db) => {
      if (!isSizeChartStream(event.streamId)) return;
      const { scope, target, chart, at } = (event as unknown as Extract<SizeChartEvent, { type: 'SizeChartSaved' }>)
        .data;
      const row = { chart: JSON.stringify(chart) as never, updated_at: at, updated_by: event.metadata.actor.id };
      await db
        .insertInto('size_chart')
        .values({ scope, target, ...row })
        .onConflict((c) => c.columns(['scope', 'target']).doUpdateSet(row))
        .execute();
    },
    SizeChartRemoved: async (event, db) => {
      if (!isSizeChartStream(event.streamId)) return;
      const { scope, target } = (event as unknown as Extract<SizeChartEvent, { type: 'SizeChartRemoved' }>).data;
      await db.deleteFrom('size_chart').where('scope', '=', scope).where('target', '=', target).execute();
    },
  },
});

import { Inject, Injectable } from '@nestjs/common';
import { LIMITS } from '@store/contracts';
import { DATABASE } from '@store/platform';
import { sql, type Kysely } from 'kysely';
import type { ColourVariant } from '../domain/product-events';
import type { CatalogueReadTables } from '../projections/catalogue.tables';

export interface LowStockLine {
  productId: string;
  name: string;
  /** null: the product's own ('Original') stock. */
  variantId: string | null;
  colorName: string;
  size: string;
  available: number;
}

/**
 * Stock lines at or below the spec's low-stock warning (5), lowest first, from the product_stock
 * read model (built by the catalogue projections from inventory events), for the admin dashboard.
 */
@Injectable()
export class LowStockQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<CatalogueReadTables>) {}

  async lines(limit = 10): Promise<LowStockLine[]> {
    const rows = await sql<{
      id: string;
      name: string;
      line: string;
      available: number;
      color_variants: ColourVariant[];
    }>`
      select s.id, l.name, kv.key as line, kv.value::int as available, d.color_variants
      from product_stock s
      join product_listing l on l.id = s.id
      left join product_detail d on d.id = s.id
      cross join lateral jsonb_each_text(s.stock) kv
      where kv.value::int <= ${LIMITS.lowStockWarningAt}
      order by kv.value::int, l.name, kv.key
      limit ${limit}`.execute(this.db);
    return rows.rows.map((row) => {
      const [variant, size] = row.line.split('|');
      const variantId = variant === '-' ? null : variant;
      const colour = variantId
        ? (row.color_variants ?? []).find((item) => item.variantId === variantId)?.colorName
        : 'Original';
      return {
        productId: row.id,
        name: row.name,
        variantId,
        colorName: colour ?? 'Unknown colour',
        size,
        available: Number(row.available),
      };
    });
  }
}

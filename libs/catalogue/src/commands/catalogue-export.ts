import { Injectable } from '@nestjs/common';
import type { Product } from '@store/contracts';
import { ProductsQuery } from '../queries/products.query';
import { CATALOGUE_CSV_COLUMNS, ORIGINAL_COLOUR_NAME, csvLine } from './catalogue-csv';

/** The catalogue as CSV: a row per product, colour and size, in the columns an import reads back. */
@Injectable()
export class CatalogueExport {
  constructor(private readonly products: ProductsQuery) {}

  private async allProducts(): Promise<Product[]> {
    const all: Product[] = [];
    for (let page = 1; ; page++) {
      const result = await this.products.list({ page, limit: 100 } as never);
      all.push(...(result.products as Product[]));
      if (page >= result.totalPages) return all;
    }
  }

  async exportCsv(): Promise<string> {
    const lines = [CATALOGUE_CSV_COLUMNS.join(',')];
    for (const product of await this.allProducts()) {
      const common = [
        product._id,
        product.name,
        product.description,
        product.category,
        product.brand,
        product.material,
        product.hsnCode,
        product.price,
        product.hasOfferPricing ? (product.offerPrice ?? '') : '',
        product.originalPrice ?? '',
      ];
      const images = (list: { url: string }[]) => list.map((image) => image.url).join('|');
      for (const size of product.sizes)
        lines.push(
          csvLine([...common, ORIGINAL_COLOUR_NAME, '', images(product.baseImages), size, product.stock[size] ?? 0]),
        );
      for (const variant of product.colorVariants) {
        for (const size of product.sizes)
          lines.push(
            csvLine([
              ...common,
              variant.colorName,
              variant.colorCode,
              images(variant.images),
              size,
              variant.stock[size] ?? 0,
            ]),
          );
      }
    }
    return `${lines.join('\r\n')}\r\n`;
  }
}

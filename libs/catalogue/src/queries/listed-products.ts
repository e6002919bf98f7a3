import type { ProductView } from './product-view';

/**
 * The listing's products as it sends them (each ProductView's JSON, UTF-8 encoded once: a page is
 * copied out of these bytes, never encoded again), kept for one listing version
 * and day in India, so that a page is a slice of an order and these bytes: a page no one asked
 * for before costs no query once its products were read at this version. The products a page
 * lacks are read in one primary-key fetch. Everything is dropped when the version or the day moves
 * on; at most `maxProducts` are kept (the first read dropped first).
 */
export class ListedProducts {
  private stamp = '';
  private readonly json = new Map<string, Buffer>();

  constructor(
    private readonly read: (ids: string[], today: string) => Promise<ProductView[]>,
    private readonly maxProducts = 10_000,
  ) {}

  /** The JSON of these products in this order, at `version` (read by the caller) or newer; one no longer listed is left out. */
  async get(version: string, today: string, ids: string[]): Promise<Buffer[]> {
    const stamp = JSON.stringify([version, today]);
    if (stamp !== this.stamp) {
      this.stamp = stamp;
      this.json.clear();
    }
    const found = new Map<string, Buffer>();
    const missing: string[] = [];
    for (const id of ids) {
      const json = this.json.get(id);
      if (json === undefined) missing.push(id);
      else found.set(id, json);
    }
    if (missing.length > 0) {
      for (const product of await this.read(missing, today)) {
        const json = Buffer.from(JSON.stringify(product));
        found.set(product._id, json);
        if (this.stamp === stamp) this.keep(product._id, json);
      }
    }
    return ids.flatMap((id) => {
      const json = found.get(id);
      return json === undefined ? [] : [json];
    });
  }

  private keep(id: string, json: Buffer) {
    this.json.set(id, json);
    if (this.json.size > this.maxProducts) this.json.delete(this.json.keys().next().value!);
  }
}

const PAGE_START = Buffer.from('{"success":true,"products":[');
const COMMA = Buffer.from(',');

/**
 * JSON.stringify({ success: true, products, ...paging }) as UTF-8, from the products' stored
 * bytes: one copy of each, no string built and encoded per answer.
 */
export function pageBody(
  products: Buffer[],
  paging: { currentPage: number; totalPages: number; total: number },
): Buffer {
  const parts: Buffer[] = [PAGE_START];
  for (const [index, product] of products.entries()) {
    if (index > 0) parts.push(COMMA);
    parts.push(product);
  }
  parts.push(Buffer.from(`],${JSON.stringify(paging).slice(1)}`));
  return Buffer.concat(parts);
}

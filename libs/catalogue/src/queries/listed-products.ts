import type { ProductView } from './product-view';

/**
 * The listing's products as it sends them (each ProductView's JSON), kept for one listing version
 * and day in India, so that a page is a slice of an order and these strings: a page no one asked
 * for before costs no query once its products were read at this version. The products a page
 * lacks are read in one primary-key fetch. Everything is dropped when the version or the day moves
 * on; at most `maxProducts` are kept (the first read dropped first).
 */
export class ListedProducts {
  private stamp = '';
  private readonly json = new Map<string, string>();

  constructor(
    private readonly read: (ids: string[], today: string) => Promise<ProductView[]>,
    private readonly maxProducts = 10_000,
  ) {}

  /** The JSON of these products in this order, at `version` (read by the caller) or newer; one no longer listed is left out. */
  async get(version: string, today: string, ids: string[]): Promise<string[]> {
    const stamp = JSON.stringify([version, today]);
    if (stamp !== this.stamp) {
      this.stamp = stamp;
      this.json.clear();
    }
    const found = new Map<string, string>();
    const missing: string[] = [];
    for (const id of ids) {
      const json = this.json.get(id);
      if (json === undefined) missing.push(id);
      else found.set(id, json);
    }
    if (missing.length > 0) {
      for (const product of await this.read(missing, today)) {
        const json = JSON.stringify(product);
        found.set(product._id, json);
        if (this.stamp === stamp) this.keep(product._id, json);
      }
    }
    return ids.flatMap((id) => {
      const json = found.get(id);
      return json === undefined ? [] : [json];
    });
  }

  private keep(id: string, json: string) {
    this.json.set(id, json);
    if (this.json.size > this.maxProducts) this.json.delete(this.json.keys().next().value!);
  }
}

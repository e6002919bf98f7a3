import { ListedProducts, pageBody } from '../../src/queries/listed-products';
import type { ProductView } from '../../src/queries/product-view';

/** A reader over a catalogue the test edits, recording each call's ids. */
function catalogue(names: Record<string, string>) {
  const calls: string[][] = [];
  const read = async (ids: string[], today: string) => {
    calls.push(ids);
    return ids
      .filter((id) => id in names)
      .map((id) => ({ _id: id, name: `${names[id]} ${today}` }) as unknown as ProductView);
  };
  return { names, calls, read };
}

const parsed = (json: Buffer[]) => json.map((one) => JSON.parse(one.toString('utf8')).name);

describe('ListedProducts', () => {
  it('reads only the products a page lacks, in one call, and answers in the order asked', async () => {
    const shop = catalogue({ a: 'A', b: 'B', c: 'C' });
    const listed = new ListedProducts(shop.read);
    expect(parsed(await listed.get('v1', '2026-11-24', ['b', 'a']))).toEqual(['B 2026-11-24', 'A 2026-11-24']);
    expect(parsed(await listed.get('v1', '2026-11-24', ['c', 'b', 'a']))).toEqual([
      'C 2026-11-24',
      'B 2026-11-24',
      'A 2026-11-24',
    ]);
    expect(shop.calls).toEqual([['b', 'a'], ['c']]);
  });

  it('reads everything again once the listing version or the day in India moves on', async () => {
    const shop = catalogue({ a: 'A' });
    const listed = new ListedProducts(shop.read);
    await listed.get('v1', '2026-11-24', ['a']);
    shop.names.a = 'A edited';
    expect(parsed(await listed.get('v1', '2026-11-24', ['a']))).toEqual(['A 2026-11-24']); // same version: kept
    expect(parsed(await listed.get('v2', '2026-11-24', ['a']))).toEqual(['A edited 2026-11-24']);
    expect(parsed(await listed.get('v2', '2026-11-25', ['a']))).toEqual(['A edited 2026-11-25']);
    expect(shop.calls).toHaveLength(3);
  });

  it('leaves out a product no longer listed', async () => {
    const listed = new ListedProducts(catalogue({ a: 'A' }).read);
    expect(parsed(await listed.get('v1', '2026-11-24', ['gone', 'a']))).toEqual(['A 2026-11-24']);
  });

  it('keeps nothing read for a version that another version replaced meanwhile', async () => {
    const shop = catalogue({ a: 'A' });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const listed = new ListedProducts(async (ids, today) => {
      if (today === 'slow') await held;
      return shop.read(ids, today);
    });
    const old = listed.get('v1', 'slow', ['a']);
    expect(parsed(await listed.get('v2', 'fast', ['a']))).toEqual(['A fast']);
    release();
    expect(parsed(await old)).toEqual(['A slow']); // its own caller still gets its answer
    shop.names.a = 'A edited';
    expect(parsed(await listed.get('v2', 'fast', ['a']))).toEqual(['A fast']); // v2's, not overwritten by v1's late read
  });

  it('keeps at most maxProducts, the first read dropped first', async () => {
    const shop = catalogue({ a: 'A', b: 'B', c: 'C' });
    const listed = new ListedProducts(shop.read, 2);
    await listed.get('v1', 'd', ['a', 'b', 'c']);
    await listed.get('v1', 'd', ['b', 'c']);
    await listed.get('v1', 'd', ['a']);
    expect(shop.calls).toEqual([['a', 'b', 'c'], ['a']]);
  });
});

describe('pageBody', () => {
  const paging = { currentPage: 2, totalPages: 3, total: 61 };
  const bytes = (value: unknown) => Buffer.from(JSON.stringify(value));

  it('is the UTF-8 of JSON.stringify({ success, products, ...paging }), accents and the rupee sign included', () => {
    const products = [
      { _id: 'a', name: 'Café Tee ₹499' },
      { _id: 'b', name: 'Zen "Flow" Leggings' },
    ];
    expect(pageBody(products.map(bytes), paging).equals(bytes({ success: true, products, ...paging }))).toBe(true);
  });

  it('sends an empty page as an empty list', () => {
    expect(JSON.parse(pageBody([], paging).toString('utf8'))).toEqual({ success: true, products: [], ...paging });
  });
});

import { isHsnCode } from '@store/contracts';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_COLOURS, DEMO_PRODUCTS, demoImageFile, demoSvg } from '../../src/demo/demo-catalogue.data';

const assets = path.join(__dirname, '../../assets/demo');

describe('demo catalogue data', () => {
  it('has at least 24 products across topwear and bottomwear with 2 to 5 colours, some on offer, two upcoming', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(DEMO_PRODUCTS.map((p) => p.category))).toEqual(new Set(['topwear', 'bottomwear']));
    for (const p of DEMO_PRODUCTS) expect(p.colours.length).toBeGreaterThanOrEqual(2);
    for (const p of DEMO_PRODUCTS) expect(p.colours.length).toBeLessThanOrEqual(5);
    expect(DEMO_PRODUCTS.filter((p) => p.offer).length).toBeGreaterThan(3);
    expect(DEMO_PRODUCTS.filter((p) => p.upcoming)).toHaveLength(2);
    for (const p of DEMO_PRODUCTS) if (p.offer) expect(p.offer.price).toBeLessThan(p.price);
  });

  it('gives every product the HSN heading of its kind: 6109 tees and tanks, 6110 hoodies, 6103/6104/6203 bottoms', () => {
    const headings: Record<string, string[]> = {
      tee: ['6109'],
      tank: ['6109'],
      hoodie: ['6110'],
      jogger: ['6103', '6203'],
      shorts: ['6103', '6203'],
      leggings: ['6103', '6104'],
    };
    for (const p of DEMO_PRODUCTS) {
      expect(isHsnCode(p.hsnCode)).toBe(true);
      expect(headings[p.shape]).toContain(p.hsnCode.slice(0, 4));
    }
    // Woven fabrics are chapter 62.
    for (const p of DEMO_PRODUCTS.filter((p) => /woven|ripstop/i.test(p.material))) expect(p.hsnCode).toMatch(/^62/);
  });

  it('ships one SVG per shape and colour it uses, identical to what demoSvg renders', () => {
    for (const p of DEMO_PRODUCTS) {
      for (const key of p.colours) {
        const file = path.join(assets, demoImageFile(p.shape, key));
        expect(existsSync(file)).toBe(true);
        expect(readFileSync(file, 'utf8')).toBe(demoSvg(p.shape, DEMO_COLOURS[key]));
      }
    }
  });
});

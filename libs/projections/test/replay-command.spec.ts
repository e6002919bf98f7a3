import { runReplayCommand } from '../src';
import { appendStockMovements, expectedStockLevels } from './support/events';
import { productListingProjection, stockLevelProjection } from './support/fixture-projections';
import { openTestContext, stockLevels, type ProjectionTestContext } from './support/harness';

describe('npm run replay (runReplayCommand)', () => {
  let context: ProjectionTestContext;

  beforeAll(async () => {
    context = await openTestContext();
    await appendStockMovements(context.eventStore, 120);
  });
  afterAll(async () => {
    await context.close();
  });

  const run = async (argv: string[]) => {
    let out = '';
    let err = '';
    const code = await runReplayCommand({
      argv,
      projections: [stockLevelProjection(), productListingProjection()],
      db: context.db,
      eventStore: context.eventStore,
      databaseUrl: context.url,
      output: { write: (text: string) => (out += text) },
      errorOutput: { write: (text: string) => (err += text) },
    });
    return { code, out, err };
  };

  it('rebuilds every projection with --all and reports progress and a summary', async () => {
    const { code, out, err } = await run(['--all']);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toContain('stock_level: done  120 events');
    expect(out).toContain('product_listing: done  0 events');
    expect(out).toContain('2 of 2 projections rebuilt');
    expect(await stockLevels(context.db)).toEqual(expectedStockLevels(120));
  });

  it('shows status with --status', async () => {
    const { code, out } = await run(['--status']);
    expect(code).toBe(0);
    expect(out).toMatch(/^projection\s+status\s+runner\s+checkpoint\s+head\s+lag events\s+lag s\s+last error/);
    expect(out).toMatch(/stock_level\s+running\s+none\s+(\d+\/\d+)\s+\1\s+0\s+0\.0/);
  });

  it('exits with 2 and the usage for an unknown projection', async () => {
    const { code, err } = await run(['stock']);
    expect(code).toBe(2);
    expect(err).toContain('Unknown projection stock. Known projections: stock_level, product_listing');
    expect(err).toContain('usage: npm run replay');
  });
});

import { appendStockMovements, expectedStockLevels } from './support/events';
import { productListingProjection, stockLevelProjection } from './support/fixture-projections';
import { runReplay, stockLevels, useTestContext } from './support/harness';

describe('npm run replay (runReplayCommand)', () => {
  const context = useTestContext();
  beforeAll(async () => {
    await appendStockMovements(context.eventStore, 120);
  });

  const run = (argv: string[]) =>
    runReplay(context, argv, { projections: [stockLevelProjection(), productListingProjection()] });

  it('rebuilds every projection with --all: progress bars on stderr, the summary on stdout, each rebuild recorded', async () => {
    const { code, out, err } = await run(['--all']);
    expect(code).toBe(0);
    expect(err).toMatch(/stock_level: done {2}\[#{24}\] {2}100% {2}120 events {2}[\d,]+ events\/s {2}in \d+s/);
    expect(err).toContain('product_listing: done  [########################]  100%  0 events');
    expect(out).toBe('2 of 2 projections rebuilt\n');
    const recorded = await context.db
      .selectFrom('projection_rebuilds')
      .select(['projection', 'phase', 'actor'])
      .orderBy('projection')
      .execute();
    expect(recorded).toEqual([
      { projection: 'product_listing', phase: 'done', actor: { id: null, role: 'system' } },
      { projection: 'stock_level', phase: 'done', actor: { id: null, role: 'system' } },
    ]);
    expect(await stockLevels(context.db)).toEqual(expectedStockLevels(120));
  });

  it('shows status with --status', async () => {
    const { code, out } = await run(['--status']);
    expect(code).toBe(0);
    expect(out).toMatch(/^projection\s+status\s+runner\s+checkpoint\s+head\s+lag events\s+lag s\s+last error/);
    // The head may be past the checkpoint: the rebuilds' own ProjectionRebuild* events are none of its types (lag 0).
    expect(out).toMatch(/stock_level\s+running\s+none\s+\d+\/\d+\s+\d+\/\d+\s+0\s+0\.0/);
  });

  it('exits with 2 and the usage for an unknown projection', async () => {
    const { code, err } = await run(['stock']);
    expect(code).toBe(2);
    expect(err).toContain('Unknown projection stock. Known projections: stock_level, product_listing');
    expect(err).toContain('usage: npm run replay');
  });
});

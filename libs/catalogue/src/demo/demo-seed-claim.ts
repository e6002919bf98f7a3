import type { Decider } from '@store/platform/domain';

export const DEMO_SEED_STREAM = 'catalogue-demo-seed';

type DemoSeedEvent = { type: 'DemoCatalogueClaimed'; data: { at: string } };

/**
 * The claim on DEMO_SEED_STREAM (appended at 'no stream'): the one process whose claim is
 * appended seeds the demo catalogue; every later claim changes nothing.
 */
export const demoSeedClaimDecider: Decider<{ claimed: boolean }, { now: string }, DemoSeedEvent> = {
  initialState: () => ({ claimed: false }),
  evolve: () => ({ claimed: true }),
  decide: ({ now }, { claimed }) => (claimed ? [] : [{ type: 'DemoCatalogueClaimed', data: { at: now } }]),
};

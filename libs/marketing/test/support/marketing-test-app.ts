import { startModuleTestApp, type ModuleTestApp } from '@store/identity/testing';
import { Clock, MARKETING_CLOCK, MarketingModule, marketingProjections } from '../../src';

export interface MarketingTestApp extends ModuleTestApp {
  /** Sets "now" for the marketing module (offer validity, event times); null: the real time. */
  setNow(now: string | null): void;
}

/** The marketing module (with identity) on a fresh database, its own Redis prefix and a real SMTP server. */
export async function startMarketingApp(): Promise<MarketingTestApp> {
  const started = await startModuleTestApp({
    label: 'marketing',
    modules: [MarketingModule],
    projections: marketingProjections,
  });
  const clock = started.app.get<Clock>(MARKETING_CLOCK);
  const realNow = clock.now;
  return {
    ...started,
    setNow(now) {
      clock.now = now === null ? realNow : () => new Date(now);
    },
  };
}

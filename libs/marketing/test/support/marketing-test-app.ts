import { startModuleTestApp, type ModuleTestApp } from '@store/identity/testing';
import { fixedClock, systemClock, type Clock } from '@store/platform';
import { MarketingModule, marketingProjections } from '../../src';
import { adminToken, shopperToken } from './http';

export interface MarketingTestApp extends ModuleTestApp {
  /** Sets "now" for the app (offer validity, event times); null: the real time. */
  setNow(now: string | null): void;
}

/** The marketing module (with identity) on a fresh database, its own Redis prefix and a real SMTP server. */
export async function startMarketingApp(): Promise<MarketingTestApp> {
  let clock: Clock = systemClock;
  const started = await startModuleTestApp({
    label: 'marketing',
    modules: [MarketingModule],
    projections: marketingProjections,
    clock: { now: () => clock.now() },
  });
  return {
    ...started,
    setNow(now) {
      clock = now === null ? systemClock : fixedClock(now);
    },
  };
}

/** The app with the start-up admin's token and a verified shopper's: what each HTTP spec starts with. */
export async function startMarketingAppWithTokens(): Promise<{ t: MarketingTestApp; admin: string; shopper: string }> {
  const t = await startMarketingApp();
  return { t, admin: await adminToken(t), shopper: await shopperToken(t) };
}

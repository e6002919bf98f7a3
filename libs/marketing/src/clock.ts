/** "Now" for the marketing module: offers' validity and every event's time. Tests replace it. */
export interface Clock {
  now(): Date;
}

export const MARKETING_CLOCK = Symbol('MARKETING_CLOCK');

export const systemClock = (): Clock => ({ now: () => new Date() });

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { acquireReadVersionDatabase, CLOCK, DATABASE, type AppConfig, type Clock } from '@store/platform';
import { checkpointWatchOf, watchedReadModelVersion, type ProjectionTables } from '@store/projections';
import { PRODUCT_LISTING_PROJECTION } from '@store/catalogue';
import { COLLECTION_BANNER_PROJECTION, HERO_IMAGE_PROJECTION, OFFER_PROJECTION } from '@store/marketing';
import { ReturnSettingsService } from '@store/returns';
import type { Kysely } from 'kysely';

/**
 * The read models a server-rendered page shows (the product listing with its details, stock and
 * reviews; the offer, hero images and banners): the same versions the API's own caches of those
 * answers are keyed by, so a page is rendered again exactly when one of its answers may differ.
 */
export const PAGE_READ_MODELS = [
  PRODUCT_LISTING_PROJECTION,
  OFFER_PROJECTION,
  HERO_IMAGE_PROJECTION,
  COLLECTION_BANNER_PROJECTION,
] as const;

/**
 * The version a server-rendered page is kept at: its read models' versions, the day in the
 * store's time zone (offers open and close on days, and with them prices) and the returns
 * policy's revision (the home, product and terms pages word the policy from it, #43).
 */
export function storefrontPageVersion(
  app: NestFastifyApplication,
  config: Pick<AppConfig, 'DATABASE_URL' | 'STORE_TIME_ZONE'>,
) {
  const db = app.get<Kysely<ProjectionTables>>(DATABASE);
  const clock = app.get<Clock>(CLOCK);
  const returnSettings = app.get(ReturnSettingsService, { strict: false });
  const versionDatabase = acquireReadVersionDatabase(config.DATABASE_URL);
  // Runners commit through the app's database: its watch tells when these changed in this process.
  const readModels = watchedReadModelVersion(versionDatabase.db, PAGE_READ_MODELS, checkpointWatchOf(db));
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: config.STORE_TIME_ZONE });
  return {
    current: async () => {
      const [models, policy] = await Promise.all([readModels(), returnSettings.revision()]);
      return `${models}@${day.format(clock.now())}@returns-${policy}`;
    },
    release: async () => versionDatabase.release(),
  };
}

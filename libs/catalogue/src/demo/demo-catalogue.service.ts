import type { Position } from '@store/eventstore';
import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import {
  AppConfig,
  CLOCK,
  CommandContext,
  type Clock,
  CommandHandling,
  CONFIG,
  LOGGER,
  Logger,
  PersonalData,
  systemContext,
  userSubject,
} from '@store/platform';
import { CatalogueCommands } from '../commands/catalogue-store.service';
import { kolkataToday } from '../queries/product-view';
import {
  DEMO_COLOURS,
  DEMO_PRODUCTS,
  DEMO_REVIEW_TEXTS,
  DEMO_REVIEWERS,
  DEMO_SIZES,
  demoImageFile,
} from './demo-catalogue.data';
import { DEMO_SEED_STREAM, demoSeedClaimDecider } from './demo-seed-claim';

/** Deterministic pseudo-random stock so every fresh store looks the same. */
const stockFor = (kind: 'low' | 'out' | undefined, i: number, j: number, k: number) =>
  kind === 'out' ? 0 : kind === 'low' ? 1 + ((i + j + k) % 3) : 8 + ((i * 7 + j * 5 + k * 3) % 18);

/**
 * On an empty store, creates the demo catalogue through the same commands as the admin form.
 * Runs at start-up as DEMO_CATALOGUE says (auto: outside NODE_ENV=test); a 'no stream'
 * claim on DEMO_SEED_STREAM makes sure one process seeds, once.
 */
@Injectable()
export class DemoCatalogue implements OnApplicationBootstrap {
  constructor(
    private readonly commands: CatalogueCommands,
    private readonly writeSide: CommandHandling,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly personalData: PersonalData,
  ) {}

  async onApplicationBootstrap() {
    const wanted =
      this.config.DEMO_CATALOGUE === 'on' || (this.config.DEMO_CATALOGUE === 'auto' && this.config.NODE_ENV !== 'test');
    if (!wanted) return;
    if (this.config.ROLE !== 'all' && this.config.ROLE !== 'api') return;
    try {
      const seeded = await this.seedIfEmpty();
      if (seeded) this.logger.info({ products: seeded }, `demo catalogue created: ${seeded} products`);
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'demo catalogue not created');
    }
  }

  /** Global position of the last event the latest seeding wrote (for read-your-writes). */
  lastPosition: Position | null = null;

  /** Returns the number of products created (0 when the store already has products or another process seeds). */
  async seedIfEmpty(): Promise<number> {
    const existing = await this.writeSide.store.readAll({ eventTypes: ['ProductCreated'], limit: 1 });
    if (existing.length > 0) return 0;
    const context = systemContext();
    if (!(await this.claim(context))) return 0;
    const now = this.clock.now();
    const today = kolkataToday(now);
    const until = kolkataToday(new Date(now.getTime() + 60 * 86_400_000));
    let created = 0;
    for (const [i, demo] of DEMO_PRODUCTS.entries()) {
      const body = {
        name: demo.name,
        description: `${demo.name} by ${demo.brand}: ${demo.material.toLowerCase()}, cut for training in Indian summers and built to last through hard sessions.`,
        category: demo.category,
        brand: demo.brand,
        material: demo.material,
        hsnCode: demo.hsnCode,
        sizes: [...DEMO_SIZES],
        tags: demo.tags,
        specifications: {
          Fit: demo.shape === 'tee' && demo.tags.includes('oversized') ? 'Oversized' : 'Regular',
          Care: 'Machine wash cold',
          Origin: 'Made in India',
        },
        price: demo.price,
        hasOfferPricing: Boolean(demo.offer),
        offerPrice: demo.offer?.price ?? null,
        originalPrice: null,
        offerValidFrom: demo.offer ? today : null,
        offerValidUntil: demo.offer ? until : null,
        isFeatured: demo.flags?.isFeatured ?? false,
        isNewArrival: demo.flags?.isNewArrival ?? false,
        isBestSeller: demo.flags?.isBestSeller ?? false,
        isUpcoming: demo.upcoming ?? false,
        colorVariants: demo.colours.map((key, j) => ({
          colorName: DEMO_COLOURS[key].name,
          colorCode: DEMO_COLOURS[key].code,
          images: [
            { url: `/demo/${demoImageFile(demo.shape, key)}`, altText: `${demo.name} in ${DEMO_COLOURS[key].name}` },
          ],
          isDefault: j === 0,
          stock: Object.fromEntries(DEMO_SIZES.map((size, k) => [size, stockFor(demo.stock, i, j, k)])),
        })),
      };
      const { productId, position } = await this.commands.createProduct(body, context);
      this.lastPosition = position ?? this.lastPosition;
      created += 1;
      if (i % 3 === 0 && !demo.upcoming) {
        for (const [r, reviewer] of DEMO_REVIEWERS.slice(0, 1 + (i % 3)).entries()) {
          // The demo reviewers have no accounts: their names are sealed under keys of their own, like a user's.
          await this.personalData.createKey(userSubject(reviewer.id));
          const text = DEMO_REVIEW_TEXTS[(i + r) % DEMO_REVIEW_TEXTS.length];
          const review = await this.commands.createReview(productId, reviewer, text.rating, text.comment, context);
          this.lastPosition = review.position ?? this.lastPosition;
        }
      }
    }
    return created;
  }

  /** True when this process's claim on DEMO_SEED_STREAM was appended: it seeds; anyone else does not. */
  private async claim(context: CommandContext): Promise<boolean> {
    try {
      const claimed = await this.writeSide.decide(
        demoSeedClaimDecider,
        DEMO_SEED_STREAM,
        { now: this.writeSide.now() },
        context,
        { expectedRevision: 'no_stream', maxAttempts: 1 },
      );
      return claimed.events.length > 0;
    } catch {
      return false;
    }
  }
}

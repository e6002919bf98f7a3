import type { DynamicModule } from '@nestjs/common';
import { CartModule, cartProjections, CART_EVENT_TYPES, CART_REACTOR, CART_REMINDER_REACTOR } from '@store/cart';
import {
  CatalogueModule,
  catalogueMigrations,
  catalogueProjections,
  INVENTORY_EVENT_TYPES,
  NOTIFY_ME_REACTOR,
} from '@store/catalogue';
import { TIME_TRAVEL_KINDS } from '@store/contracts/schemas';
import { DeliveryModule } from '@store/delivery';
import { DiscountsModule, discountProjections } from '@store/discounts';
import { eventStoreMigrations } from '@store/eventstore';
import { FulfilmentModule, FULFILMENT_REACTOR } from '@store/fulfilment';
import { IdentityModule, identityMigrations, identityProjections } from '@store/identity';
import { InvoicingModule, invoicingProjections, INVOICING_REACTOR } from '@store/invoicing';
import { MarketingModule, marketingProjections } from '@store/marketing';
import {
  OrderingModule,
  orderingMigrations,
  orderingProjections,
  ORDER_EVENT_TYPES,
  ORDERING_REACTOR,
} from '@store/ordering';
import { PaymentsModule, PAYMENTS_REACTOR } from '@store/payments';
import { ReturnsModule, returnsProjections, RETURNS_REACTOR } from '@store/returns';
import {
  loadConfig,
  MigrationSet,
  personalDataMigrations,
  PlatformModule,
  QUEUES,
  silentLogger,
} from '@store/platform';
import { projectionMigrations } from '@store/projections';
import { AppModule } from '../../src/app/app.module';
import { APP_MANIFESTS, appRegistry } from '../../src/app/manifests';
import { allMigrations } from '../../src/app/migrations';
import { EventSourcingModule } from '../../src/event-sourcing/event-sourcing.module';
import { HealthModule } from '../../src/health/health.module';
import { operationsMigrations } from '../../src/operations/operations-migrations';
import { OperationsModule } from '../../src/operations/operations.module';
import { allProjections, allReactorNames } from '../../src/projections.registry';

/**
 * Issue #40, "modules declare themselves": apps/api composes the modules' manifests instead of
 * listing their parts by hand. What it composes must be exactly what the hand lists held.
 */

/** The hand-written list of apps/api/src/app/migrations.ts before the manifests. */
const FORMER_MIGRATION_SETS: MigrationSet[] = [
  eventStoreMigrations,
  projectionMigrations,
  operationsMigrations,
  identityMigrations,
  personalDataMigrations,
  catalogueMigrations,
  orderingMigrations,
];

/** The order Kysely's Migrator applies (and records) migrations in: by name. */
const appliedOrder = (sets: readonly MigrationSet[]) => sets.flatMap((set) => Object.keys(set)).sort();

const moduleOf = (entry: unknown) => (entry as DynamicModule).module ?? entry;

describe('the app composed from its modules’ manifests', () => {
  it('applies the same migrations, by the same names, in the same order as the former hand list', () => {
    expect(appliedOrder(allMigrations)).toEqual(appliedOrder(FORMER_MIGRATION_SETS));
    // The sets themselves, not copies: each migration's up/down is the module's own.
    expect(new Set(allMigrations)).toEqual(new Set(FORMER_MIGRATION_SETS));
  });

  it('declares every migration id once', () => {
    const ids = allMigrations.flatMap((set) => Object.keys(set));
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('registers every projection of every module, each name once', () => {
    const former = [
      ...identityProjections,
      ...marketingProjections,
      ...catalogueProjections,
      ...orderingProjections,
      ...cartProjections,
      ...invoicingProjections, // issue #42, after the manifests
      ...returnsProjections, // issue #43
      ...discountProjections, // issue #44
    ];
    expect(new Set(allProjections)).toEqual(new Set(former));
    expect(allProjections).toHaveLength(former.length);
    const names = allProjections.map((projection) => projection.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('reports the same reactors, none of them also a projection', () => {
    expect(allReactorNames).toEqual([
      NOTIFY_ME_REACTOR,
      CART_REACTOR,
      CART_REMINDER_REACTOR, // issue #44
      ORDERING_REACTOR,
      PAYMENTS_REACTOR,
      INVOICING_REACTOR,
      FULFILMENT_REACTOR, // issue #43
      RETURNS_REACTOR, // issue #43
    ]);
    expect(allProjections.filter((projection) => allReactorNames.includes(projection.name))).toEqual([]);
    expect(appRegistry.runnerNames()).toEqual([...allProjections.map((p) => p.name), ...allReactorNames]);
  });

  it('time-travels the same aggregates: order, stock and cart, each by its own stream and decider', () => {
    const { timeTravel } = appRegistry;
    expect(Object.keys(timeTravel).sort()).toEqual([...TIME_TRAVEL_KINDS].sort());
    // Each folds its own module's stream with its own decider (the streams as the event log names them).
    expect(timeTravel.order).toMatchObject({ eventTypes: ORDER_EVENT_TYPES });
    expect(timeTravel.order.streamOf('x1')).toBe('order-x1');
    expect(timeTravel.stock).toMatchObject({ eventTypes: INVENTORY_EVENT_TYPES });
    expect(timeTravel.stock.streamOf('p1')).toBe('catalogue-inventory-p1');
    expect(timeTravel.cart).toMatchObject({ eventTypes: CART_EVENT_TYPES });
    expect(timeTravel.cart.streamOf('u1')).toBe('cart-u1');
    for (const aggregate of [timeTravel.order, timeTravel.stock, timeTravel.cart]) {
      expect(typeof aggregate.decider.evolve).toBe('function');
      expect(aggregate.decider.initialState()).toBeDefined();
    }
  });

  it('counts every BullMQ queue, each declared by one module, in the order of QUEUES', () => {
    expect(appRegistry.queues).toEqual(Object.keys(QUEUES));
  });

  it('imports the same Nest modules in the same order as the former hand list', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    const imports = AppModule.forRoot(config, silentLogger as never).imports!.slice(1); // after the registry's
    expect(imports.map(moduleOf)).toEqual([
      PlatformModule,
      HealthModule,
      EventSourcingModule,
      IdentityModule,
      CatalogueModule,
      CartModule,
      MarketingModule,
      DeliveryModule, // issue #43, after the manifests
      DiscountsModule, // issue #44
      OrderingModule,
      PaymentsModule,
      InvoicingModule, // issue #42, after the manifests
      FulfilmentModule, // issue #43
      ReturnsModule, // issue #43
      OperationsModule,
    ]);
  });

  it('names each manifest once', () => {
    const names = APP_MANIFESTS.map((manifest) => manifest.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

import { Module } from '@nestjs/common';
import { TIME_TRAVEL_KINDS } from '@store/contracts/schemas';
import type { Migration } from 'kysely';
import { loadConfig, ModuleManifest, ModuleRegistry, silentLogger, timeTravelAggregate } from '../src';

@Module({})
class AModule {}
@Module({})
class BModule {}

const migration: Migration = { up: async () => undefined };
const counter = {
  initialState: () => ({ count: 0 }),
  evolve: (state: { count: number }) => ({ count: state.count + 1 }),
  decide: () => [],
};
/** Every kind the screen offers, so a registry can be built. */
const travel = TIME_TRAVEL_KINDS.map((kind) =>
  timeTravelAggregate(kind, `a ${kind}`, (id) => `${kind}-${id}`, counter, ['Counted']),
);

const manifest = (name: string, parts: Partial<ModuleManifest> = {}): ModuleManifest => ({ name, ...parts });

describe('ModuleRegistry: the app composed from manifests', () => {
  it('composes each part in manifest order', () => {
    const registry = new ModuleRegistry([
      manifest('a', {
        nestModule: AModule,
        migrations: { '20260101_a': migration },
        projections: [{ name: 'a_view' }],
        reactors: ['a_reactor'],
        queues: ['mail'],
        timeTravel: travel,
      }),
      manifest('b', {
        configuredModule: ({ config }) => ({ module: BModule, global: config.NODE_ENV === 'test' }),
        migrations: { '20250101_b': migration },
        projections: [{ name: 'b_view' }],
        queues: ['notifyMe'],
        siteRoutes: ['sitemap.xml'],
      }),
      manifest('c'),
    ]);
    expect(registry.migrations.flatMap(Object.keys)).toEqual(['20260101_a', '20250101_b']);
    expect(registry.runnerNames()).toEqual(['a_view', 'b_view', 'a_reactor']);
    expect(registry.isReactor('a_reactor')).toBe(true);
    expect(registry.isReactor('a_view')).toBe(false);
    expect(registry.projectionNamed('b_view')).toEqual({ name: 'b_view' });
    expect(registry.queues).toEqual(['mail', 'notifyMe']);
    expect(registry.siteRoutes).toEqual(['sitemap.xml']);
    expect(registry.timeTravel.order.streamOf('1')).toBe('order-1');
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(registry.nestModules({ config, logger: silentLogger })).toEqual([
      AModule,
      { module: BModule, global: true },
    ]);
  });

  it.each([
    ['module', [manifest('a'), manifest('a')], 'Two modules declare the module a'],
    [
      'migration',
      [manifest('a', { migrations: { m1: migration } }), manifest('b', { migrations: { m1: migration } })],
      'Two modules declare the migration m1',
    ],
    [
      'projection or reactor',
      [manifest('a', { projections: [{ name: 'x' }] }), manifest('b', { reactors: ['x'] })],
      'Two modules declare the projection or reactor x',
    ],
    [
      'queue',
      [manifest('a', { queues: ['mail'] }), manifest('b', { queues: ['mail'] })],
      'Two modules declare the queue mail',
    ],
    [
      'time-travel kind',
      [manifest('a', { timeTravel: [travel[0]] }), manifest('b')],
      `Two modules declare the time-travel kind ${travel[0].kind}`,
    ],
    [
      'site route',
      [manifest('a', { siteRoutes: ['sitemap.xml'] }), manifest('b', { siteRoutes: ['sitemap.xml'] })],
      'Two modules declare the site route sitemap.xml',
    ],
  ])('refuses a %s declared twice', (_what, manifests, message) => {
    const withTravel = [...manifests, manifest('travel', { timeTravel: travel })];
    expect(() => new ModuleRegistry(withTravel)).toThrow(message);
  });

  it('refuses a time-travel kind no module declares, and a module with two ways to make its Nest module', () => {
    expect(() => new ModuleRegistry([manifest('a', { timeTravel: travel.slice(1) })])).toThrow(
      `No module declares the time-travel kind ${travel[0].kind}`,
    );
    expect(
      () =>
        new ModuleRegistry([
          manifest('a', {
            nestModule: AModule,
            configuredModule: () => ({ module: AModule }),
            timeTravel: travel,
          }),
        ]),
    ).toThrow('Module a declares both nestModule and configuredModule');
  });
});

import { RecordedEvent, UpcasterRegistry } from '../src';
import { testMetadata } from './helpers';

const recorded = (type: string, version: number, data: unknown): RecordedEvent => ({
  id: '00000000-0000-4000-8000-000000000001',
  streamId: 'product-1',
  revision: 0,
  position: { commit: 1n, prepare: 1n },
  type,
  version,
  data,
  metadata: testMetadata(),
  recordedAt: '2026-11-22T10:00:00.000Z',
});

describe('UpcasterRegistry', () => {
  const registry = new UpcasterRegistry()
    .register({ type: 'ProductCreated', fromVersion: 1, upcast: (data: { name: string }) => ({ title: data.name }) })
    .register({ type: 'ProductCreated', fromVersion: 2, upcast: (data: { title: string }) => ({ ...data, tags: [] }) });

  it('chains upcasters from the stored version to the latest', () => {
    expect(registry.upcast(recorded('ProductCreated', 1, { name: 'Kurta' }))).toMatchObject({
      version: 3,
      data: { title: 'Kurta', tags: [] },
    });
    expect(registry.upcast(recorded('ProductCreated', 2, { title: 'Tee' }))).toMatchObject({
      version: 3,
      data: { title: 'Tee', tags: [] },
    });
  });

  it('returns events that are current or of other types unchanged', () => {
    const current = recorded('ProductCreated', 3, { title: 'Tee', tags: ['gym'] });
    const other = recorded('StockReserved', 1, { quantity: 2 });
    expect(registry.upcast(current)).toBe(current);
    expect(registry.upcast(other)).toBe(other);
  });

  it('leaves the stored event object untouched', () => {
    const stored = recorded('ProductCreated', 1, { name: 'Kurta' });
    registry.upcast(stored);
    expect(stored).toMatchObject({ version: 1, data: { name: 'Kurta' } });
  });

  it('knows the latest version of each type', () => {
    expect(registry.latestVersion('ProductCreated')).toBe(3);
    expect(registry.latestVersion('StockReserved')).toBe(1);
  });

  it('refuses two upcasters for the same type and version, and versions below 1', () => {
    expect(() => registry.register({ type: 'ProductCreated', fromVersion: 2, upcast: (data) => data })).toThrow(
      /Two upcasters/,
    );
    expect(() => new UpcasterRegistry().register({ type: 'X', fromVersion: 0, upcast: (data) => data })).toThrow(
      RangeError,
    );
  });
});

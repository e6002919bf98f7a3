import { ANY, jsonEvent, NO_STREAM, STREAM_EXISTS } from '@eventstore/db-client';
import { EventStoreDbEventStore, MultiStreamAppendUnsupportedError } from '../src';
import {
  eventTypesRegex,
  fromEsdbCurrentRevision,
  fromEsdbEvent,
  isSystemEvent,
  toEsdbConnectionString,
  toEsdbExpectedRevision,
  toEventData,
} from '../src/esdb/mapping';
import { describeEventStoreContract } from './contract';
import { eventStoreDbUnavailableReason } from './esdb-availability';
import { testMetadata } from './helpers';

const eventStoreUrl = process.env.EVENTSTORE_URL ?? '';
const skipReason = eventStoreDbUnavailableReason(eventStoreUrl || undefined) ?? undefined;

// Streams get unique names per run, so the suite can share one server's $all with earlier runs.
describeEventStoreContract(
  'EventStoreDB adapter',
  async () => ({
    open: ({ upcasters } = {}) => new EventStoreDbEventStore({ eventStoreUrl, upcasters }),
    dispose: async () => undefined,
  }),
  { skipReason, multiStreamAppend: 'refused' },
);

// readStreams fans out to readStream; checked here without a server (the client connects lazily).
describe('EventStoreDB adapter readStreams', () => {
  it('reads every stream with at most 16 reads in flight and keeps each result under its id', async () => {
    const store = new EventStoreDbEventStore({ eventStoreUrl: 'esdb://127.0.0.1:1?tls=false' });
    let inFlight = 0;
    let most = 0;
    store.readStream = async (streamId: string) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      return streamId.endsWith('-7') ? [] : [{ streamId } as any];
    };
    try {
      const ids = Array.from({ length: 40 }, (_, n) => `fan-out-${n}`);
      const streams = await store.readStreams([...ids, ids[0]]);
      expect([...streams.keys()]).toEqual(ids);
      expect(streams.get('fan-out-3')).toEqual([{ streamId: 'fan-out-3' }]);
      expect(streams.get('fan-out-7')).toEqual([]);
      expect(most).toBe(16);
      await expect(store.readStreams([''])).rejects.toThrow(TypeError);
    } finally {
      await store.close();
    }
  });
});

// The refusal comes before any call to the server (the client connects lazily).
describe('EventStoreDB adapter appendToStreams', () => {
  it('refuses several streams with MultiStreamAppendUnsupportedError, naming the limitation, before writing anything', async () => {
    const store = new EventStoreDbEventStore({ eventStoreUrl: 'esdb://127.0.0.1:1?tls=false' });
    let appended = 0;
    store.append = async () => {
      appended += 1;
      throw new Error('no server here');
    };
    try {
      const writes = ['a', 'b'].map((streamId) => ({
        streamId,
        events: [{ type: 'Tested', data: {}, metadata: testMetadata() }],
        expectedRevision: 'no_stream' as const,
      }));
      const refused = store.appendToStreams(writes);
      await expect(refused).rejects.toBeInstanceOf(MultiStreamAppendUnsupportedError);
      await expect(refused).rejects.toThrow(
        'The EventStoreDB event store cannot append to 2 streams atomically (no multi-stream append); nothing was written',
      );
      expect(appended).toBe(0);
    } finally {
      await store.close();
    }
  });
});

// The translation between our shapes and the client's needs no server.
describe('EventStoreDB adapter mapping', () => {
  it('maps expected revisions to the client constants', () => {
    expect(toEsdbExpectedRevision('any')).toBe(ANY);
    expect(toEsdbExpectedRevision('no_stream')).toBe(NO_STREAM);
    expect(toEsdbExpectedRevision('exists')).toBe(STREAM_EXISTS);
    expect(toEsdbExpectedRevision(7)).toBe(7n);
    expect(fromEsdbCurrentRevision(4n)).toBe(4);
    expect(fromEsdbCurrentRevision(NO_STREAM)).toBe('no_stream');
  });

  it('keeps metadata and version in the event metadata JSON and reads them back', () => {
    const metadata = testMetadata({ causationId: 'cmd-1' });
    const data = toEventData({
      id: '7f0c7d3e-8a51-4f67-9d51-1d8bd2d6f0aa',
      type: 'OrderPaid',
      version: 2,
      data: { total: 1 },
      metadata,
    });
    expect(data).toMatchObject({ type: 'OrderPaid', contentType: 'application/json', data: { total: 1 } });
    expect(data.metadata).toEqual({
      ...metadata,
      eventVersion: 2,
      $correlationId: metadata.correlationId,
      $causationId: 'cmd-1',
    });
    const created = new Date('2026-11-22T10:00:01.000Z');
    const read = fromEsdbEvent({
      streamId: 'order-1',
      id: data.id,
      isJson: true,
      revision: 3n,
      type: 'OrderPaid',
      created,
      data: { total: 1 },
      metadata: data.metadata as any,
      position: { commit: 10n, prepare: 9n },
    });
    expect(read).toEqual({
      id: data.id,
      streamId: 'order-1',
      revision: 3,
      position: { commit: 10n, prepare: 9n },
      type: 'OrderPaid',
      version: 2,
      data: { total: 1 },
      metadata,
      recordedAt: '2026-11-22T10:00:01.000Z',
    });
  });

  it('gives events written by other clients a system actor and version 1', () => {
    const foreign = jsonEvent({ type: 'Imported', data: { a: 1 } });
    const read = fromEsdbEvent({
      streamId: 'legacy-1',
      id: foreign.id,
      isJson: true,
      revision: 0n,
      type: 'Imported',
      created: new Date('2026-01-01T00:00:00.000Z'),
      data: { a: 1 },
      metadata: undefined as any,
      position: { commit: 1n, prepare: 1n },
    });
    expect(read.version).toBe(1);
    expect(read.metadata).toEqual({
      actor: { id: null, role: 'system' },
      correlationId: foreign.id,
      causationId: null,
      occurredAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('recognises system events and builds an exact event type filter', () => {
    expect(isSystemEvent({ type: '$statistics-collected', streamId: '$stats-127.0.0.1:2113' })).toBe(true);
    expect(isSystemEvent({ type: '$>', streamId: '$ce-order' })).toBe(true);
    expect(isSystemEvent({ type: 'OrderPaid', streamId: 'order-1' })).toBe(false);
    const regex = new RegExp(eventTypesRegex(['OrderPaid', 'Stock.Reserved']));
    expect(regex.test('OrderPaid')).toBe(true);
    expect(regex.test('OrderPaidLater')).toBe(false);
    expect(regex.test('StockXReserved')).toBe(false);
    expect(regex.test('Stock.Reserved')).toBe(true);
  });

  it('accepts KurrentDB connection strings', () => {
    expect(toEsdbConnectionString('kurrentdb://localhost:2113?tls=false')).toBe('esdb://localhost:2113?tls=false');
    expect(toEsdbConnectionString('kurrent+discover://a:2113')).toBe('esdb+discover://a:2113');
    expect(toEsdbConnectionString('esdb://eventstore:2113?tls=false')).toBe('esdb://eventstore:2113?tls=false');
  });
});

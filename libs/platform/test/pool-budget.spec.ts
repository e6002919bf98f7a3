import { splitPoolBudget } from '../src/database/pool-budget';

describe('splitPoolBudget', () => {
  it.each([
    [2, 1, 1],
    [4, 2, 2],
    [10, 4, 6],
    [25, 10, 15],
  ])(
    'splits %i connections into %i for the PostgreSQL event store and %i for the read models',
    (total, eventStore, readModels) => {
      expect(splitPoolBudget(total, { eventStoreOnPostgres: true })).toEqual({ eventStore, readModels });
    },
  );

  it('gives the read models the whole budget when the events live in EventStoreDB', () => {
    expect(splitPoolBudget(10, { eventStoreOnPostgres: false })).toEqual({ eventStore: 0, readModels: 10 });
  });

  it('refuses a budget that cannot give each pool a connection', () => {
    expect(() => splitPoolBudget(1, { eventStoreOnPostgres: true })).toThrow('at least 2');
  });
});

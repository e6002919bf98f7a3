/** Postgres refuses a statement with more than 65,535 bind parameters. */
const MAX_PARAMETERS = 65_535;

/**
 * Runs `write` over `items` in slices small enough for one statement each, given how many bind
 * parameters one item takes (its columns, for a row).
 */
export async function inChunks<T>(items: readonly T[], parametersPerItem: number, write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, parametersPerItem)));
  for (let start = 0; start < items.length; start += size) await write(items.slice(start, start + size));
}

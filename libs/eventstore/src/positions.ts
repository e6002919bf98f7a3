import type { Position } from './event-store';

/** Orders positions by (commit, prepare): negative, zero or positive, as Array#sort wants. */
export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** `commit/prepare`, e.g. for a checkpoint column or a log line; parsePosition reverses it. */
export const positionToString = (position: Position): string => `${position.commit}/${position.prepare}`;

/** Reads the `commit/prepare` text of positionToString. */
export function parsePosition(text: string): Position {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!match) throw new SyntaxError(`Not an event store position: '${text}'`);
  return { commit: BigInt(match[1]), prepare: BigInt(match[2]) };
}

import { comparePositions, positionToString, type Position } from '@store/eventstore';

/** Where a projection stands in the global log: after an event, or before the first one. */
export type Checkpoint = Position | 'start';

export { comparePositions };

/** Orders checkpoints; 'start' comes before every position. */
export function compareCheckpoints(a: Checkpoint, b: Checkpoint): number {
  if (a === 'start' || b === 'start') return a === b ? 0 : a === 'start' ? -1 : 1;
  return comparePositions(a, b);
}

export const sameCheckpoint = (a: Checkpoint, b: Checkpoint) => compareCheckpoints(a, b) === 0;

/** Whether a checkpoint has reached (is at or after) a position. */
export const hasReached = (checkpoint: Checkpoint, position: Position) =>
  checkpoint !== 'start' && comparePositions(checkpoint, position) >= 0;

export const formatCheckpoint = (checkpoint: Checkpoint) =>
  checkpoint === 'start' ? 'start' : positionToString(checkpoint);

import type { ProjectionState } from '@store/contracts';
import { PROJECTION_STATE_LABEL } from './constants';

const TONE: Record<ProjectionState, string> = {
  running: 'bg-green-100 text-green-900',
  paused: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
  rebuilding: 'bg-sky-100 text-sky-900',
  not_started: 'bg-neutral-200 text-neutral-900',
};

/** A projection's state as a coloured label (its text says it, never colour alone). */
export function ProjectionStateBadge({ state }: { state: ProjectionState }) {
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-bold whitespace-nowrap ${TONE[state]}`}>
      {PROJECTION_STATE_LABEL[state]}
    </span>
  );
}

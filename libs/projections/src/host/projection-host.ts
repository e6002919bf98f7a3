import { eventTypesOf, type ProjectionDefinition } from '../definition/projection-definition';
import { ProjectionRunner, type RunnerState } from '../runner/projection-runner';
import type { ProjectionRunnerOptions } from '../runner/runner-options';

export interface ProjectionHostOptions extends ProjectionRunnerOptions {
  projections: readonly ProjectionDefinition[];
}

export interface RunnerSummary {
  name: string;
  state: RunnerState;
  eventsApplied: number;
  error?: string;
}

/**
 * Runs one ProjectionRunner per projection in this process (ROLE=projector or all). A failing
 * projection stops alone; the others keep running.
 */
export class ProjectionHost {
  private readonly runners: ProjectionRunner[];

  constructor(options: ProjectionHostOptions) {
    const { projections, ...runnerOptions } = options;
    const seen = new Set<string>();
    for (const projection of projections) {
      if (seen.has(projection.name)) throw new Error(`Two projections are named ${projection.name}`);
      seen.add(projection.name);
    }
    const groupTypes = readGroupTypes(projections);
    this.runners = projections.map(
      (projection) =>
        new ProjectionRunner(
          projection,
          runnerOptions,
          projection.readGroup ? groupTypes.get(projection.readGroup) : undefined,
        ),
    );
  }

  /** Starts every runner in the background and returns at once. */
  start(): void {
    for (const runner of this.runners) runner.start();
  }

  /** Stops every runner: batches in flight commit, subscriptions close, locks are released. */
  async stop(): Promise<void> {
    await Promise.all(this.runners.map((runner) => runner.stop()));
  }

  runner(name: string): ProjectionRunner | undefined {
    return this.runners.find((runner) => runner.name === name);
  }

  summary(): RunnerSummary[] {
    return this.runners.map((runner) => ({
      name: runner.name,
      state: runner.state,
      eventsApplied: runner.eventsApplied,
      ...(runner.failure ? { error: runner.failure.message } : {}),
    }));
  }
}

/** Per read group with two or more projections here: the sorted union of their event types. */
function readGroupTypes(projections: readonly ProjectionDefinition[]): Map<string, string[]> {
  const members = new Map<string, ProjectionDefinition[]>();
  for (const projection of projections)
    if (projection.readGroup)
      members.set(projection.readGroup, [...(members.get(projection.readGroup) ?? []), projection]);
  const types = new Map<string, string[]>();
  for (const [group, projectionsOfGroup] of members)
    if (projectionsOfGroup.length > 1) types.set(group, [...new Set(projectionsOfGroup.flatMap(eventTypesOf))].sort());
  return types;
}

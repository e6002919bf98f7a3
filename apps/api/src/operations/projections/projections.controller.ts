import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { PauseProjectionRequest } from '@store/contracts/requests';
import type { ProjectionActionResponse, ProjectionsResponse, RebuildResponse } from '@store/contracts';
import { EVENT_STORE, RequestContext, type CommandContext } from '@store/platform';
import type { EventStore } from '@store/eventstore';
import { AdminOnly } from '@store/identity';
import { ProjectionOperations } from '../../event-sourcing/projection-operations';
import { toProjectionView, toRebuildView } from './projection-view';
import { RebuildsService } from './rebuilds.service';

/** /admin/system: projections and reactors, their runners and lag; rebuild, pause and resume. */
@Controller('admin/system/projections')
@AdminOnly()
export class ProjectionsController {
  constructor(
    private readonly operations: ProjectionOperations,
    private readonly rebuilds: RebuildsService,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  @Get()
  async list(): Promise<ProjectionsResponse> {
    const [reports, rebuilds, head] = await Promise.all([
      this.operations.status(),
      this.rebuilds.latestOfEach(),
      this.eventStore.headPosition(),
    ]);
    return {
      success: true,
      head: head ? { commit: head.commit.toString(), prepare: head.prepare.toString() } : null,
      projections: reports.map((report) =>
        toProjectionView(report, this.kindOf(report.name), rebuilds.get(report.name)),
      ),
    };
  }

  @Post(':name/rebuild')
  @HttpCode(202)
  async rebuild(@Param('name') name: string, @RequestContext() context: CommandContext): Promise<RebuildResponse> {
    const row = await this.rebuilds.start(name, context);
    return {
      success: true,
      message: `Rebuilding ${name}: the current tables keep serving until the new ones are swapped in`,
      rebuild: toRebuildView(row),
    };
  }

  @Get(':name/rebuild')
  async rebuildProgress(@Param('name') name: string): Promise<RebuildResponse> {
    return { success: true, rebuild: toRebuildView(await this.rebuilds.latest(name)) };
  }

  @Post(':name/pause')
  @HttpCode(200)
  async pause(
    @Param('name') name: string,
    @Body() body: PauseProjectionRequest,
    @RequestContext() context: CommandContext,
  ): Promise<ProjectionActionResponse> {
    const result = await this.operations.pause(name, context, body.reason?.trim() || null);
    const message = result.paused
      ? `${name} paused: its runners apply nothing until it is resumed`
      : `${name} was already paused, or has not started yet`;
    return { success: true, message, projection: await this.view(name) };
  }

  @Post(':name/resume')
  @HttpCode(200)
  async resume(
    @Param('name') name: string,
    @RequestContext() context: CommandContext,
  ): Promise<ProjectionActionResponse> {
    const result = await this.operations.resume(name, context);
    const message = result.resumed
      ? `${name} resumed: its runner goes on from its checkpoint`
      : `${name} was neither paused nor failed: nothing to resume`;
    return { success: true, message, projection: await this.view(name) };
  }

  private async view(name: string) {
    const report = await this.operations.statusOf(name);
    const rebuilds = await this.rebuilds.latestOfEach();
    return toProjectionView(report, this.kindOf(name), rebuilds.get(name));
  }

  private kindOf(name: string): 'projection' | 'reactor' {
    return this.operations.isReactor(name) ? 'reactor' : 'projection';
  }
}

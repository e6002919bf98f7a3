import { Module } from '@nestjs/common';
import { AppConfig, CONFIG } from '@store/platform';
import { EventsController } from './events/events.controller';
import { EventLogQuery } from './events/event-log.query';
import { ProjectionsController } from './projections/projections.controller';
import { RebuildsService } from './projections/rebuilds.service';
import { DashboardSessions } from './queues/dashboard-session';
import { OperationsQueues } from './queues/operations-queues';
import { QueuesController } from './queues/queues.controller';
import { QueuesDashboard } from './queues/queues-dashboard';
import { TimeTravelController } from './time-travel/time-travel.controller';

/**
 * The engineers' side of the admin area, /admin/system (issue #17): projections and reactors
 * (status, lag, runner, errors; rebuild with progress, pause, resume), BullMQ's queues (counts,
 * and bull-board behind a short-lived admin cookie), the event browser and time travel. Admins
 * only; every action is an event with its actor. ProjectionOperations comes from EventSourcingModule.
 */
@Module({
  controllers: [ProjectionsController, QueuesController, EventsController, TimeTravelController],
  providers: [
    RebuildsService,
    OperationsQueues,
    QueuesDashboard,
    EventLogQuery,
    {
      provide: DashboardSessions,
      inject: [CONFIG],
      useFactory: (config: AppConfig) => new DashboardSessions(config.JWT_SECRET),
    },
  ],
})
export class OperationsModule {}

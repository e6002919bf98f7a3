import { Type } from 'class-transformer';
import { IsInt, IsISO8601, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { EVENT_BROWSER_MAX_LIMIT } from '../schemas/operations';
import { MatchesWithin } from './decorators';

const LIMIT = `Limit must be a whole number from 1 to ${EVENT_BROWSER_MAX_LIMIT}`;

/** POST /admin/system/projections/{name}/pause: an optional reason, shown beside the paused state. */
export class PauseProjectionRequest {
  @IsOptional()
  @IsString({ message: 'Reason must be text' })
  @MaxLength(200, { message: 'Reason must be at most 200 characters' })
  reason?: string;
}

const AT = 'At must be a date and time like 2026-11-23T10:00:00Z';

/** GET /admin/system/time-travel/{kind}/{id}?at=ISO: the moment to fold the aggregate up to. */
export class TimeTravelQuery {
  @MaxLength(40, { message: AT }) @IsISO8601({ strict: true }, { message: AT }) at!: string;
}

/**
 * GET /admin/system/events query: every filter optional and combined with AND. stream: exact
 * stream id, or a prefix when it ends with '*' ('order-*'); actor: a user id, or a role
 * (admin, user, guest, system); from/to: ISO timestamps on the recorded time (to exclusive);
 * before: the cursor of the last event of the previous page.
 */
export class EventsQuery {
  /** A stream id, or a prefix ending in '*' ('order-*'). */
  @IsOptional()
  @MatchesWithin(/^[A-Za-z0-9_.:@-]+\*?$/, 200, {
    message: "Stream must be a stream id or a prefix ending in '*', at most 200 characters",
  })
  stream?: string;

  @IsOptional()
  @MatchesWithin(/^[A-Za-z][A-Za-z0-9_]*$/, 100, { message: 'Type must be an event type such as OrderPlaced' })
  type?: string;

  /** A user id, or a role: admin, user, guest, system. */
  @IsOptional()
  @MatchesWithin(/^[A-Za-z0-9_.:@-]+$/, 100, {
    message: 'Actor must be a user id or a role (admin, user, guest, system)',
  })
  actor?: string;

  @IsOptional()
  @MatchesWithin(/^[A-Za-z0-9_.:-]+$/, 100, {
    message: 'Correlation id must be at most 100 letters, digits and - _ . :',
  })
  correlationId?: string;

  @IsOptional()
  @MaxLength(40, { message: 'From must be a date and time like 2026-11-23T10:00:00Z' })
  @IsISO8601({ strict: true }, { message: 'From must be a date and time like 2026-11-23T10:00:00Z' })
  from?: string;

  @IsOptional()
  @MaxLength(40, { message: 'To must be a date and time like 2026-11-23T10:00:00Z' })
  @IsISO8601({ strict: true }, { message: 'To must be a date and time like 2026-11-23T10:00:00Z' })
  to?: string;

  /** The `cursor` of the last event of the previous page. */
  @IsOptional()
  @MatchesWithin(/^\d{1,19}\/\d{1,19}$/, 40, { message: 'Before must be a cursor from the previous page' })
  before?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT })
  @Min(1, { message: LIMIT })
  @Max(EVENT_BROWSER_MAX_LIMIT, { message: LIMIT })
  limit?: number;
}

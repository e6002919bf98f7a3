import { EVENT_BROWSER_MAX_LIMIT } from '@store/contracts/schemas';
import { MatchesWithin } from '@store/platform';
import { Type } from 'class-transformer';
import { IsInt, IsISO8601, IsOptional, Max, MaxLength, Min } from 'class-validator';

const LIMIT = `Limit must be a whole number from 1 to ${EVENT_BROWSER_MAX_LIMIT}`;

/** GET /admin/system/events: every filter optional; see EventsQuerySchema in @store/contracts. */
export class EventsQueryDto {
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

import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { INPUT_BOUNDS } from '../limits';
import { PAGING_MESSAGES as M, REQUEST_LIMITS } from '../request-messages';

// A TypeScript mixin's base must take `...args: any[]`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Constructor = new (...args: any[]) => object;

/** `Base` with ?page=&limit= (query strings: the numbers arrive as text), for a paged list's query. */
export function Paged<Base extends Constructor>(base: Base) {
  class PagedQuery extends base {
    @IsOptional()
    @Type(() => Number)
    @IsInt({ message: M.page })
    @Min(1, { message: M.page })
    @Max(INPUT_BOUNDS.maxPage, { message: M.page })
    page?: number;

    @IsOptional()
    @Type(() => Number)
    @IsInt({ message: M.limit })
    @Min(1, { message: M.limit })
    @Max(REQUEST_LIMITS.maxPageSize, { message: M.limit })
    limit?: number;
  }
  return PagedQuery;
}

/** ?page=&limit= of a paged list without filters. */
export class PageQuery extends Paged(class {}) {}

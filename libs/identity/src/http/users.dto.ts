import { Transform, Type } from 'class-transformer';
import { INPUT_BOUNDS } from '@store/platform';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export const USERS_PAGE_SIZE = 20;
const PAGE = `Page must be a whole number from 1 to ${INPUT_BOUNDS.maxPage}`;

export class ListUsersQueryDto {
  @IsOptional() @IsString() @MaxLength(200) search?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PAGE })
  @Min(1, { message: PAGE })
  @Max(INPUT_BOUNDS.maxPage, { message: PAGE })
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Limit must be a whole number from 1 to 100' })
  @Min(1, { message: 'Limit must be a whole number from 1 to 100' })
  @Max(100, { message: 'Limit must be a whole number from 1 to 100' })
  limit?: number;
}

/** PUT /users/{id}: {role} or {active}. 'customer' is the spec's other name for 'user'. */
export class UpdateUserDto {
  @IsOptional()
  @Transform(({ value }) => (value === 'customer' ? 'user' : value))
  @IsIn(['user', 'admin'], { message: 'Role must be user or admin' })
  role?: 'user' | 'admin';

  @IsOptional()
  @IsBoolean({ message: 'Active must be true or false' })
  active?: boolean;
}

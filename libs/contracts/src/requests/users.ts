import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from './paging';

/** GET /users (admin): a page of accounts, optionally searched by name, e-mail or phone. */
export class UsersQuery extends PageQuery {
  @IsOptional() @IsString() @MaxLength(200) search?: string;
}

/** PUT /users/{id}: {role} or {active}. 'customer' is the spec's other name for 'user'. */
export class UpdateUserRequest {
  @IsOptional()
  @Transform(({ value }) => (value === 'customer' ? 'user' : value))
  @IsIn(['user', 'admin'], { message: 'Role must be user or admin' })
  role?: 'user' | 'admin';

  @IsOptional()
  @IsBoolean({ message: 'Active must be true or false' })
  active?: boolean;
}

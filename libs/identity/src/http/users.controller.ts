import { Body, Controller, Delete, Get, Param, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { UpdateUserRequest, UsersQuery } from '@store/contracts/requests';
import { CommandContext, RequestContext, NotFoundError, ValidationError } from '@store/platform';
import { AdminOnly } from '../auth/decorators';
import { AdminUserCommands } from '../commands/admin-users.commands';
import { IDENTITY_MESSAGES as M } from '../domain/messages';
import { UserAccountsQuery } from '../queries/user-accounts.query';
import { ReadYourWrites } from '../services/read-your-writes.service';

/** Accounts per page of GET /users when no limit is asked for. */
export const USERS_PAGE_SIZE = 20;

/** Users (admin), spec section 7: every call answers 401 without a token, 403 for a non-admin. */
@ApiTags('users (admin)')
@Controller('users')
@AdminOnly()
export class UsersController {
  constructor(
    private readonly adminUsers: AdminUserCommands,
    private readonly accounts: UserAccountsQuery,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Get()
  async list(@Query() query: UsersQuery) {
    const result = await this.accounts.list({
      search: query.search,
      page: query.page ?? 1,
      limit: query.limit ?? USERS_PAGE_SIZE,
    });
    return { success: true, ...result };
  }

  @Get(':id')
  async get(@Param('id') id: string) {
    const user = await this.accounts.byId(id);
    if (!user) throw new NotFoundError(M.userNotFound);
    return { success: true, user };
  }

  @Put(':id')
  async update(@Param('id') id: string, @Body() body: UpdateUserRequest, @RequestContext() context: CommandContext) {
    if (body.role === undefined && body.active === undefined) throw new ValidationError(M.nothingToUpdate);
    let position = null;
    if (body.role !== undefined)
      position = (await this.adminUsers.changeRole(id, body.role, context)).position ?? position;
    if (body.active !== undefined)
      position = (await this.adminUsers.setActive(id, body.active, context)).position ?? position;
    await this.readYourWrites.userAccount(position);
    const user = await this.accounts.byId(id);
    if (!user) throw new NotFoundError(M.userNotFound);
    return { success: true, message: M.userUpdated, user };
  }

  @Delete(':id')
  async remove(@Param('id') id: string, @RequestContext() context: CommandContext) {
    const { position } = await this.adminUsers.delete(id, context);
    await this.readYourWrites.userAccount(position);
    return { success: true, message: M.userDeleted };
  }
}

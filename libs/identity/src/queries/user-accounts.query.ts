import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@store/platform';
import { Kysely, Selectable } from 'kysely';
import type { IdentityReadTables, UserAccountTable } from '../projections/user-account.table';
import { toUserView, UserView } from './user-view';

export interface UserListQuery {
  search?: string;
  page: number;
  limit: number;
}

export interface UserList {
  users: UserView[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  /** The spec's pagination name; `page` is kept for older clients. */
  currentPage: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Reads of the user_account read model. */
@Injectable()
export class UserAccountsQuery {
  private readonly db: Kysely<IdentityReadTables>;

  constructor(@Inject(DATABASE) db: Kysely<IdentityReadTables>) {
    this.db = db;
  }

  async row(userId: string): Promise<Selectable<UserAccountTable> | undefined> {
    return this.db.selectFrom('user_account').selectAll().where('id', '=', userId).executeTakeFirst();
  }

  async byId(userId: string): Promise<UserView | null> {
    const row = await this.row(userId);
    return row ? toUserView(row) : null;
  }

  /** GET /users: newest first; `search` matches name or e-mail, case-insensitively. */
  async list({ search, page, limit }: UserListQuery): Promise<UserList> {
    let query = this.db.selectFrom('user_account');
    const term = search?.trim();
    if (term) {
      const pattern = `%${escapeLike(term)}%`;
      query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('email', 'ilike', pattern)]));
    }
    const [{ total }] = await query.select((eb) => eb.fn.countAll<string>().as('total')).execute();
    const rows = await query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    const count = Number(total);
    return {
      users: rows.map(toUserView),
      total: count,
      currentPage: page,
      page,
      limit,
      totalPages: Math.max(1, Math.ceil(count / limit)),
    };
  }
}

import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { AdminTable } from '../ui/AdminTable';
import type { User } from '@store/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messageOr } from '../../../shared/api-error';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { toast } from '../../../shared/toast/toast';
import { useAppSelector } from '../../../shared/store/hooks';
import { ConfirmAction, ConfirmDialog } from '../ui/ConfirmDialog';
import { blockConfirmation, roleChangeConfirmation } from '../ui/confirmations';
import { Pagination } from '../ui/Pagination';
import { AdminHeading, EmptyState, ErrorState, LoadingState, adminButton } from '../ui/states';
import { formatDay } from '../orders/constants';
import { ADMIN_USERS_PAGE_SIZE, USERS_TEXT as T } from './constants';
import { EraseGuestForm } from './EraseGuestForm';
import { UserDetailsModal } from './UserDetailsModal';
import { useAdminUsersQuery, useDeleteUserMutation, useUpdateUserMutation } from './users-api';

const column = createColumnHelper<User>();

/** /admin/users: spec section 2 (Admin users); every failure of section 8 is shown on the screen. */
export function UsersPage() {
  usePageTitle('Admin · Users');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('q') ?? '';
  const [searchInput, setSearchInput] = useState(search);
  const [problem, setProblem] = useState<string | null>(null);
  const [viewing, setViewing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  /** A role change or a block waiting for the admin's confirmation (the dropdown keeps showing the current role). */
  const [asked, setAsked] = useState<
    { kind: 'role'; user: User; role: 'user' | 'admin' } | { kind: 'block'; user: User } | null
  >(null);
  const me = useAppSelector((state) => state.auth.user?._id);
  const query = useAdminUsersQuery({ page, search });
  const [updateUser, updating] = useUpdateUserMutation();
  const [deleteUser, deletion] = useDeleteUserMutation();

  useEffect(() => {
    if (searchInput.trim() === search) return;
    const timer = setTimeout(() => setParams(searchInput.trim() ? { q: searchInput.trim() } : {}), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a typed change searches
  }, [searchInput]);

  const fail = (message: string) => {
    setProblem(message);
    toast.error(message);
  };

  const changeRole = async (user: User, role: 'user' | 'admin') => {
    setProblem(null);
    const result = await updateUser({ userId: user._id, body: { role } });
    setAsked(null);
    if ('error' in result && result.error) fail(messageOr(result.error, T.roleFailed));
    else toast.success(T.roleUpdated);
  };
  const setActive = async (user: User, active: boolean) => {
    setProblem(null);
    const result = await updateUser({ userId: user._id, body: { active } });
    setAsked(null);
    if ('error' in result && result.error) fail(messageOr(result.error, T.statusFailed));
    else toast.success(active ? T.unblocked : T.blocked);
  };

  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: 'Name',
        cell: ({ getValue }) => <span className="font-semibold">{getValue()}</span>,
      }),
      column.accessor('email', {
        header: 'Email',
        cell: ({ getValue }) => <span className="break-all">{getValue() ?? '-'}</span>,
      }),
      column.accessor('role', {
        header: 'Role',
        cell: ({ getValue }) => (
          <span
            className={`rounded px-2 py-0.5 text-xs font-bold ${getValue() === 'admin' ? 'bg-neutral-900 text-white' : 'bg-neutral-200 text-neutral-900'}`}
          >
            {getValue() === 'admin' ? 'Admin' : 'User'}
          </span>
        ),
      }),
      column.accessor('active', {
        header: 'Status',
        cell: ({ getValue }) => (
          <span
            className={`rounded px-2 py-0.5 text-xs font-bold ${getValue() ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'}`}
          >
            {getValue() ? 'Active' : 'Blocked'}
          </span>
        ),
      }),
      column.accessor('createdAt', {
        header: 'Registered',
        cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDay(getValue())}</span>,
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => {
          const user = row.original;
          // The admin's own account: no demote, block or delete (the server refuses them too).
          const own = user._id === me;
          return (
            <span className="flex flex-nowrap items-center gap-1">
              {own ? (
                <span className="text-xs whitespace-nowrap text-neutral-600">{T.ownAccount}</span>
              ) : (
                <>
                  <label>
                    <span className="sr-only">Role of {user.name}</span>
                    <select
                      value={user.role}
                      onChange={(event) => {
                        const role = event.target.value as 'user' | 'admin';
                        if (role !== user.role) setAsked({ kind: 'role', user, role });
                      }}
                      className="rounded-md border border-neutral-300 bg-white px-2 py-1 text-xs"
                    >
                      <option value="user">User</option>
                      <option value="admin">Admin</option>
                    </select>
                  </label>
                  <button
                    type="button"
                    className={`${adminButton.small} ${user.active ? 'text-red-700' : 'text-green-800'}`}
                    onClick={() => (user.active ? setAsked({ kind: 'block', user }) : void setActive(user, true))}
                    aria-label={`${user.active ? 'Block' : 'Unblock'} ${user.name}`}
                  >
                    {user.active ? 'Block' : 'Unblock'}
                  </button>
                </>
              )}
              <button
                type="button"
                className={adminButton.small}
                onClick={() => setViewing(user)}
                aria-label={`View ${user.name}`}
              >
                View
              </button>
              {!own && (
                <button
                  type="button"
                  className={`${adminButton.small} text-red-700`}
                  onClick={() => setDeleting(user)}
                  aria-label={`Delete ${user.name}`}
                >
                  Delete
                </button>
              )}
            </span>
          );
        },
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setActive only calls the mutation's stable trigger and setters
    [me],
  );

  const users = query.data?.users ?? [];
  const table = useReactTable({
    data: users,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    getRowId: (user) => user._id,
  });

  const confirmDelete = async () => {
    if (!deleting) return;
    setProblem(null);
    const result = await deleteUser(deleting._id);
    setDeleting(null);
    if ('error' in result && result.error) fail(messageOr(result.error, T.deleteFailed));
    else toast.success(result.data?.message || T.deleted);
  };

  return (
    <section>
      <AdminHeading title={T.title} />
      <div className="mb-4" role="search">
        <label>
          <span className="sr-only">Search users</span>
          <input
            type="search"
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            placeholder={T.searchPlaceholder}
            maxLength={200}
            className="w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm"
          />
        </label>
      </div>
      {problem && (
        <div className="mb-4">
          <ErrorState text={problem} />
        </div>
      )}
      {query.isLoading && <LoadingState text={T.loading} />}
      {query.isError && <ErrorState text={messageOr(query.error, T.loadFailed)} onRetry={() => void query.refetch()} />}
      {query.isSuccess && users.length === 0 && <EmptyState>{T.empty}</EmptyState>}
      {users.length > 0 && (
        <>
          <AdminTable
            table={table}
            label="Users table"
            minWidth="lg:min-w-[820px]"
            cardsBelow="lg"
            busy={updating.isLoading || deletion.isLoading}
            afterCell={(cell) =>
              cell.column.id === 'name' &&
              cell.row.original._id === me && <span className="ml-1 text-xs text-neutral-600">(you)</span>
            }
          />
          {query.data && (
            <Pagination
              page={query.data.currentPage}
              totalPages={query.data.totalPages}
              total={query.data.total}
              noun="users"
              pageSize={ADMIN_USERS_PAGE_SIZE}
              onPage={(next) =>
                setParams({ ...(search ? { q: search } : {}), ...(next > 1 ? { page: String(next) } : {}) })
              }
            />
          )}
        </>
      )}
      <EraseGuestForm />
      {viewing && <UserDetailsModal user={viewing} onClose={() => setViewing(null)} />}
      {deleting && (
        <ConfirmDialog
          title={T.deleteTitle}
          message={`${T.deleteConfirm} (${deleting.email ?? deleting.name})`}
          busy={deletion.isLoading}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete()}
        />
      )}
      {asked?.kind === 'role' && (
        <ConfirmAction
          confirmation={roleChangeConfirmation(asked.user, asked.role)}
          busy={updating.isLoading}
          onCancel={() => setAsked(null)}
          onConfirm={() => void changeRole(asked.user, asked.role)}
        />
      )}
      {asked?.kind === 'block' && (
        <ConfirmAction
          confirmation={blockConfirmation(asked.user)}
          busy={updating.isLoading}
          onCancel={() => setAsked(null)}
          onConfirm={() => void setActive(asked.user, false)}
        />
      )}
    </section>
  );
}

import { shortOrderId, type User } from '@store/contracts';
import { messageOr } from '../../../shared/api-error';
import { formatPrice } from '../../../shared/format-price';
import { Modal } from '../../../shared/ui/Modal';
import { adminButton } from '../ui/states';
import { formatDay } from '../orders/constants';
import { StatusBadge } from '../orders/StatusBadge';
import { USERS_TEXT as T } from './constants';
import { AdminName, formatWhen } from '../ui/audit';
import { useUserHistoryQuery, useUserOrdersQuery } from './users-api';

function ActorName({ actor, userId }: { actor: { id: string | null; role: string }; userId: string }) {
  if (actor.role === 'admin' && actor.id !== null && actor.id !== userId) return <AdminName id={actor.id} />;
  if (actor.id === userId) return <>The user</>;
  return <>System</>;
}

/** The account's life (created, verified, role changes, blocks) with who did it. */
function AccountHistory({ userId }: { userId: string }) {
  const history = useUserHistoryQuery(userId);
  return (
    <section aria-labelledby="user-history-title">
      <h3 id="user-history-title" className="mb-2 text-sm font-bold uppercase">
        Account history
      </h3>
      {history.isError && (
        <p role="alert" className="text-sm text-red-700">
          {messageOr(history.error, 'Failed to load the account history')}
        </p>
      )}
      {history.data && (
        <ol className="space-y-1 text-sm" aria-label="Account history">
          {history.data.history.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <span className="font-semibold">{entry.summary}</span>{' '}
              <span className="text-xs text-neutral-600">
                · <time dateTime={entry.at}>{formatWhen(entry.at)}</time> ·{' '}
                <ActorName actor={entry.actor} userId={userId} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-neutral-600 uppercase">{label}</dt>
      <dd className="text-sm break-all text-neutral-900">{children}</dd>
    </div>
  );
}

/** View on the users table: the user's details and orders (id, date, status, total). */
export function UserDetailsModal({ user, onClose }: { user: User; onClose: () => void }) {
  const orders = useUserOrdersQuery(user._id);
  const address = user.address;
  return (
    <Modal title="User Details" onClose={onClose} size="lg" closeLabel="Close user details">
      <div className="space-y-5">
        <dl className="grid grid-cols-2 gap-3">
          <Fact label="Name">{user.name}</Fact>
          <Fact label="Email">
            {user.email ?? '-'} {user.isEmailVerified && <span className="text-xs text-green-800">(verified)</span>}
          </Fact>
          <Fact label="Phone">{user.phone ?? '-'}</Fact>
          <Fact label="Role">{user.role === 'admin' ? 'Admin' : 'User'}</Fact>
          <Fact label="Status">{user.active ? 'Active' : 'Blocked'}</Fact>
          <Fact label="Registered">{formatDay(user.createdAt)}</Fact>
          <Fact label="Marketing e-mails">{user.marketingConsent ? 'Agreed' : 'Not agreed'}</Fact>
          <Fact label="Address">
            {address
              ? [address.street, address.city, address.state, address.zipCode, address.country]
                  .filter(Boolean)
                  .join(', ')
              : '-'}
          </Fact>
        </dl>
        <section aria-labelledby="user-orders-title">
          <h3 id="user-orders-title" className="mb-2 text-sm font-bold uppercase">
            Orders
          </h3>
          {orders.isLoading && <p className="text-sm">Loading orders...</p>}
          {orders.isError && (
            <p role="alert" className="text-sm text-red-700">
              {messageOr(orders.error, T.ordersFailed)}
            </p>
          )}
          {orders.data && orders.data.orders.length === 0 && <p className="text-sm">{T.ordersEmpty}</p>}
          {orders.data && orders.data.orders.length > 0 && (
            <table className="w-full text-left text-sm">
              <thead className="text-xs text-neutral-700 uppercase">
                <tr>
                  <th scope="col" className="py-1">
                    Order ID
                  </th>
                  <th scope="col" className="py-1">
                    Date
                  </th>
                  <th scope="col" className="py-1">
                    Status
                  </th>
                  <th scope="col" className="py-1 text-right">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.data.orders.map((order) => (
                  <tr key={order._id} className="border-t border-neutral-100">
                    <td className="py-1 font-mono">#{shortOrderId(order._id)}</td>
                    <td className="py-1">{formatDay(order.createdAt)}</td>
                    <td className="py-1">
                      <StatusBadge status={order.status} />
                    </td>
                    <td className="py-1 text-right font-semibold">{formatPrice(order.totalPrice)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <AccountHistory userId={user._id} />
        <div className="flex justify-end border-t border-neutral-200 pt-4">
          <button type="button" className={adminButton.secondary} onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </Modal>
  );
}

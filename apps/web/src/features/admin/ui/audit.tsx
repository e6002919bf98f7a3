import { actorName, shortOrderId, type ChangeActor } from '@store/contracts';
import { formatStoreDate } from '../../../shared/format-date';
import { useUserNameQuery } from '../admin-api';

/** When a change was made: day and time in the store's time zone. */
export const formatWhen = (iso: string) => formatStoreDate(iso, 'dayTime');

/** An admin as the audit screens name one: 'Admin Priya', or 'Admin' while the name loads or when the name already says it. */
export function AdminName({ id }: { id: string }) {
  const { data } = useUserNameQuery(id);
  return <>{actorName('Admin', data)}</>;
}

/** Who made a change: the admin's name, the shopper's order, a shopper, or the system. */
export function ActorLabel({
  actor,
  orderId,
}: {
  actor: Pick<ChangeActor, 'id' | 'role'> & { name?: string | null };
  orderId?: string | null;
}) {
  if (actor.role === 'admin' && actor.id)
    return actor.name ? <>{actorName('Admin', actor.name)}</> : <AdminName id={actor.id} />;
  if (orderId) return <>Order #{shortOrderId(orderId)}</>;
  if (actor.role === 'user' || actor.role === 'guest') return <>Shopper</>;
  return <>System</>;
}

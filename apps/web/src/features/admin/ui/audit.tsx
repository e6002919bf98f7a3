import type { ChangeActor } from '@store/contracts';
import { useUserNameQuery } from '../admin-api';

const dateTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
export const formatWhen = (iso: string) => dateTime.format(new Date(iso));

function AdminName({ id }: { id: string }) {
  const { data } = useUserNameQuery(id);
  return <>{data ?? 'Admin'}</>;
}

/** Who made a change: the admin's name, the shopper's order, a shopper, or the system. */
export function ActorLabel({ actor, orderId }: { actor: Pick<ChangeActor, 'id' | 'role'> & { name?: string | null }; orderId?: string | null }) {
  if (actor.role === 'admin' && actor.id) return actor.name ? <>{actor.name}</> : <AdminName id={actor.id} />;
  if (orderId) return <>Order #{orderId.slice(-6)}</>;
  if (actor.role === 'user' || actor.role === 'guest') return <>Shopper</>;
  return <>System</>;
}

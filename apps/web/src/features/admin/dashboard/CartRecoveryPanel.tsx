import { messageOr } from '../../../shared/api-error';
import { formatPrice } from '../../../shared/format-price';
import { useCartRecoveryQuery } from './dashboard-api';

/**
 * Cart reminders (issue #44): reminders sent, carts recovered (the shopper's paid order within the
 * window after the reminder) and the revenue they brought, all time; the cart_recovery read model.
 */
export function CartRecoveryPanel() {
  const recovery = useCartRecoveryQuery();
  const data = recovery.data?.recovery;
  return (
    <div className="rounded-lg bg-white p-4 shadow-sm">
      <h2 className="mb-2 text-sm font-bold uppercase">Cart reminders</h2>
      {recovery.isError && (
        <p role="alert" className="text-sm text-red-700">
          {messageOr(recovery.error, 'Failed to load the cart reminders')}
        </p>
      )}
      {data && (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Cart reminders">
            <div>
              <dt className="text-xs font-semibold text-neutral-600 uppercase">Reminders sent</dt>
              <dd className="text-xl font-black">{data.remindersSent}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold text-neutral-600 uppercase">Carts recovered</dt>
              <dd className="text-xl font-black">{data.cartsRecovered}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold text-neutral-600 uppercase">Revenue recovered</dt>
              <dd className="text-xl font-black">{formatPrice(data.revenueRecovered)}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold text-neutral-600 uppercase">Recovery rate</dt>
              <dd className="text-xl font-black">{data.recoveryRate === null ? '–' : `${data.recoveryRate}%`}</dd>
            </div>
          </dl>
          <p className="mt-2 text-xs text-neutral-600">
            Recovered: the shopper placed and paid an order within {data.windowDays} days of the reminder.
          </p>
        </>
      )}
    </div>
  );
}

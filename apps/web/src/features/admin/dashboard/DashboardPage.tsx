import { pluralise } from '@store/contracts';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { messageOr } from '../../../shared/api-error';
import { formatPrice } from '../../../shared/format-price';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { AdminHeading, ErrorState, LoadingState } from '../ui/states';
import { CartRecoveryPanel } from './CartRecoveryPanel';
import { useAdminDiscountsQuery } from '../discounts/discounts-api';
import { useCartConversionQuery, useSalesDashboardQuery } from './dashboard-api';

/** The chart library loads with the dashboard only (its own chunk inside the admin area). */
const SalesChart = lazy(() => import('./SalesChart').then((module) => ({ default: module.SalesChart })));

function Figure({ label, value, to }: { label: string; value: string; to?: string }) {
  const body = (
    <>
      <dt className="text-xs font-semibold text-neutral-600 uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-black">{value}</dd>
    </>
  );
  return (
    <div className="rounded-lg bg-white p-4 shadow-sm">
      {to ? (
        <Link to={to} className="block hover:underline">
          {body}
        </Link>
      ) : (
        body
      )}
    </div>
  );
}

const percent = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)}%`);

/** /admin/dashboard: every figure from read models built by projections (sales_dashboard, cart conversion). */
export function DashboardPage() {
  usePageTitle('Admin · Dashboard');
  const sales = useSalesDashboardQuery();
  const conversion = useCartConversionQuery();
  const discounts = useAdminDiscountsQuery();
  const data = sales.data;
  const codeTotals = discounts.data?.totals;
  return (
    <section>
      <AdminHeading title="Dashboard" />
      {sales.isLoading && <LoadingState text="Loading dashboard..." />}
      {sales.isError && (
        <ErrorState
          text={messageOr(sales.error, 'Failed to load the dashboard')}
          onRetry={() => void sales.refetch()}
        />
      )}
      {data && (
        <div className="space-y-6">
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Figure label="Revenue" value={formatPrice(data.revenue)} />
            <Figure label="Revenue, last 30 days" value={formatPrice(data.revenueLast30Days)} />
            <Figure label="Paid orders" value={String(data.paidOrders)} />
            <Figure label="Average order value" value={formatPrice(data.averageOrderValue)} />
            <Figure
              label="Waiting to be shipped"
              value={String(data.awaitingShipment)}
              to="/admin/orders?payment=completed&status=confirmed"
            />
            <Figure
              label="Payments pending"
              value={String(data.paymentsPending)}
              to="/admin/orders?status=pending&payment=pending"
            />
            <Figure
              label="Refunds due"
              value={String(data.refundsDue)}
              to="/admin/orders?payment=completed&status=cancelled"
            />
            <Figure label="Refunded" value={formatPrice(data.refunded)} />
            {/* Issue #44: paid orders that used a discount code, and what the codes took off them. */}
            <Figure
              label="Discount code uses"
              value={codeTotals ? String(codeTotals.uses) : '–'}
              to="/admin/discounts"
            />
            <Figure label="Given in discounts" value={codeTotals ? formatPrice(codeTotals.discountGiven) : '–'} />
          </dl>
          <div className="rounded-lg bg-white p-4 shadow-sm">
            <Suspense fallback={<p className="text-sm">Loading chart...</p>}>
              <SalesChart days={data.days} />
            </Suspense>
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <div className="rounded-lg bg-white p-4 shadow-sm">
              <h2 className="mb-2 text-sm font-bold uppercase">Top products by units sold</h2>
              {data.topProducts.length === 0 ? (
                <p className="text-sm">No sales yet.</p>
              ) : (
                <ol className="space-y-1 text-sm" aria-label="Top products">
                  {data.topProducts.map((product) => (
                    <li key={product.productId} className="flex justify-between gap-2">
                      <span>{product.name}</span>
                      <span className="font-semibold">{pluralise(product.units, 'unit')}</span>
                    </li>
                  ))}
                </ol>
              )}
            </div>
            <div className="rounded-lg bg-white p-4 shadow-sm">
              <h2 className="mb-2 text-sm font-bold uppercase">Sizes by units sold</h2>
              {data.topSizes.length === 0 ? (
                <p className="text-sm">No sales yet.</p>
              ) : (
                <ol className="space-y-1 text-sm" aria-label="Top sizes">
                  {data.topSizes.map((size) => (
                    <li key={size.size} className="flex justify-between gap-2">
                      <span>{size.size}</span>
                      <span className="font-semibold">{pluralise(size.units, 'unit')}</span>
                    </li>
                  ))}
                </ol>
              )}
            </div>
          </div>
          <div className="rounded-lg bg-white p-4 shadow-sm">
            <h2 className="mb-2 text-sm font-bold uppercase">Low stock (5 or fewer)</h2>
            {data.lowStock.length === 0 ? (
              <p className="text-sm">No variant is low on stock.</p>
            ) : (
              <ul className="space-y-1 text-sm" aria-label="Low stock">
                {data.lowStock.map((line) => (
                  <li
                    key={`${line.productId}-${line.variantId ?? '-'}-${line.size}`}
                    className="flex justify-between gap-2"
                  >
                    <Link to={`/admin/products/${line.productId}/stock`} className="hover:underline">
                      {line.name} · {line.colorName} · {line.size}
                    </Link>
                    <span className={`font-semibold ${line.available === 0 ? 'text-red-700' : 'text-amber-800'}`}>
                      {line.available === 0 ? 'Out of stock' : `${line.available} left`}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="rounded-lg bg-white p-4 shadow-sm">
            <h2 className="mb-2 text-sm font-bold uppercase">Cart to order conversion</h2>
            {conversion.isError && (
              <p role="alert" className="text-sm text-red-700">
                {messageOr(conversion.error, 'Failed to load the cart conversion')}
              </p>
            )}
            {conversion.data && conversion.data.products.length === 0 && (
              <p className="text-sm">No cart activity yet.</p>
            )}
            {conversion.data && conversion.data.products.length > 0 && (
              <div className="overflow-x-auto" role="region" aria-label="Cart conversion" tabIndex={0}>
                <table className="w-full min-w-[520px] text-left text-sm">
                  <thead className="text-xs text-neutral-700 uppercase">
                    <tr>
                      <th scope="col" className="py-1">
                        Product
                      </th>
                      <th scope="col" className="py-1 text-right">
                        Cart adds
                      </th>
                      <th scope="col" className="py-1 text-right">
                        Orders placed
                      </th>
                      <th scope="col" className="py-1 text-right">
                        Orders paid
                      </th>
                      <th scope="col" className="py-1 text-right">
                        Checkout rate
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {conversion.data.products.slice(0, 10).map((product) => (
                      <tr key={product.productId} className="border-t border-neutral-100">
                        <td className="py-1">{product.name}</td>
                        <td className="py-1 text-right">{product.cartAdds}</td>
                        <td className="py-1 text-right">{product.ordersPlaced}</td>
                        <td className="py-1 text-right">{product.ordersPaid}</td>
                        <td className="py-1 text-right">{percent(product.checkoutRate)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
          <CartRecoveryPanel />
        </div>
      )}
    </section>
  );
}

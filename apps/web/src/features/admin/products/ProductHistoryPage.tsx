import { Link, useParams } from 'react-router-dom';
import { messageOr } from '../../../shared/api-error';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { useAdminProductQuery, useProductHistoryQuery } from '../admin-api';
import { ActorLabel, formatWhen } from '../ui/audit';
import { AdminHeading, EmptyState, ErrorState, LoadingState, adminButton } from '../ui/states';

const TITLES: Record<string, string> = {
  ProductCreated: 'Created',
  ProductDetailsChanged: 'Details changed',
  ProductPricingChanged: 'Price or offer changed',
  ProductFlagsChanged: 'Flags changed',
  ColourVariantAdded: 'Colour added',
  ColourVariantChanged: 'Colour changed',
  ColourVariantRemoved: 'Colour removed',
  ProductMarkedUpcoming: 'Marked upcoming',
  ProductLaunched: 'Launched',
  ProductDeleted: 'Deleted',
};

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.join(', ') || '—';
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => `${key}: ${show(item)}`)
      .join('; ');
  return String(value);
};

/** /admin/products/{id}/history: price, offer, flag and detail changes with actor and before/after. */
export function ProductHistoryPage() {
  const { id = '' } = useParams();
  const product = useAdminProductQuery(id);
  const history = useProductHistoryQuery(id);
  usePageTitle('Admin · Product history');
  const entries = history.data?.entries ?? [];
  return (
    <section>
      <AdminHeading title={product.data ? `History: ${product.data.name}` : 'Product history'}>
        <Link to={`/admin/products/${id}/stock`} className={adminButton.secondary}>
          Stock
        </Link>
        <Link to={`/admin/products/${id}/edit`} className={adminButton.secondary}>
          Edit product
        </Link>
      </AdminHeading>
      {history.isLoading && <LoadingState text="Loading history..." />}
      {history.isError && (
        <ErrorState
          text={messageOr(history.error, 'Failed to load product history')}
          onRetry={() => void history.refetch()}
        />
      )}
      {history.isSuccess && entries.length === 0 && <EmptyState>No changes yet.</EmptyState>}
      {entries.length > 0 && (
        <ol className="space-y-4" aria-label="Product changes">
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="rounded-lg bg-white p-4 shadow-sm">
              <p className="text-sm font-bold">{TITLES[entry.type] ?? entry.type}</p>
              <p className="mb-2 text-xs text-neutral-700">
                <time dateTime={entry.at}>{formatWhen(entry.at)}</time> · by <ActorLabel actor={entry.actor} />
              </p>
              <div className="overflow-x-auto" role="region" aria-label={`Changes ${index + 1}`} tabIndex={0}>
                <table className="w-full min-w-[420px] text-sm">
                  <thead className="text-left text-xs text-neutral-700 uppercase">
                    <tr>
                      <th scope="col" className="py-1 pr-3">
                        Field
                      </th>
                      <th scope="col" className="py-1 pr-3">
                        Before
                      </th>
                      <th scope="col" className="py-1">
                        After
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {entry.changes.map((change) => (
                      <tr key={change.field} className="border-t border-neutral-100 align-top">
                        <th scope="row" className="py-1 pr-3 text-left font-semibold">
                          {change.field}
                        </th>
                        <td className="max-w-xs py-1 pr-3 break-words text-neutral-700">{show(change.before)}</td>
                        <td className="max-w-xs py-1 break-words">{show(change.after)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

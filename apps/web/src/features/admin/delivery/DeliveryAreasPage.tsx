import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { AdminName, formatWhen } from '../ui/audit';
import { AdminHeading, ErrorState, LoadingState } from '../ui/states';
import { DELIVERY_AREAS_TEXT as T } from './constants';
import { usePincodeRulesQuery as useDeliveryAreasQuery } from './delivery-areas-api';
import { PincodeRulesCsv } from './PincodeRulesCsv';
import { PincodeRulesForm } from './PincodeRulesForm';

/** /admin/delivery-areas: the table of pincode prefixes to delivery days, and its CSV (issue #43). */
export function DeliveryAreasPage() {
  usePageTitle(`Admin · ${T.title}`);
  const query = useDeliveryAreasQuery();
  const table = query.data;
  return (
    <section className="space-y-6">
      <AdminHeading title={T.title} />
      {query.isLoading && <LoadingState text={T.loading} />}
      {query.isError && <ErrorState text={T.loadFailed} onRetry={() => void query.refetch()} />}
      {table && (
        <>
          {table.updatedAt ? (
            <p className="text-sm text-neutral-700">
              Last changed {formatWhen(table.updatedAt)} by{' '}
              {table.updatedBy ? <AdminName id={table.updatedBy} /> : 'System'}
            </p>
          ) : (
            <p className="text-sm text-neutral-700">{T.defaults}</p>
          )}
          {/* A save or an import starts the table afresh from what the server kept. */}
          <PincodeRulesForm key={table.updatedAt ?? 'defaults'} rules={table.rules} />
          <PincodeRulesCsv />
        </>
      )}
    </section>
  );
}

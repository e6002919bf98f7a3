import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { AdminHeading, ErrorState, LoadingState } from '../ui/states';
import { TAX_TEXT } from './constants';
import { LastChanged } from './LastChanged';
import { RateBandsForm } from './RateBandsForm';
import { useGstRatesQuery } from './tax-api';

const T = TAX_TEXT.rates;

/** /admin/settings/gst-rates: the dated GST rate bands by HSN chapter and value per piece (issue #42). */
export function GstRatesPage() {
  usePageTitle(`Admin · ${T.title}`);
  const query = useGstRatesQuery();
  const rates = query.data;
  return (
    <section>
      <AdminHeading title={T.title} />
      {query.isLoading && <LoadingState text={T.loading} />}
      {query.isError && <ErrorState text={T.loadFailed} onRetry={() => void query.refetch()} />}
      {rates && (
        <>
          <LastChanged updatedAt={rates.updatedAt} updatedBy={rates.updatedBy} />
          {/* A save starts the table afresh from what the server kept. */}
          <RateBandsForm key={rates.updatedAt ?? 'defaults'} bands={rates.bands} />
        </>
      )}
    </section>
  );
}

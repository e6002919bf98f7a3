import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { AdminHeading, ErrorState, LoadingState } from '../ui/states';
import { TAX_TEXT } from './constants';
import { LastChanged } from './LastChanged';
import { useTaxSettingsQuery } from './tax-api';
import { TaxSettingsForm } from './TaxSettingsForm';

const T = TAX_TEXT.settings;

/** /admin/settings/tax: the seller's details every tax invoice prints (issue #42). */
export function BusinessTaxPage() {
  usePageTitle(`Admin · ${T.title}`);
  const query = useTaxSettingsQuery();
  const settings = query.data?.settings;
  return (
    <section>
      <AdminHeading title={T.title} />
      {query.isLoading && <LoadingState text={T.loading} />}
      {query.isError && <ErrorState text={T.loadFailed} onRetry={() => void query.refetch()} />}
      {settings && (
        <>
          <LastChanged updatedAt={settings.updatedAt} updatedBy={settings.updatedBy} />
          {/* A save starts the form afresh from what the server kept. */}
          <TaxSettingsForm key={settings.updatedAt ?? 'defaults'} settings={settings} />
        </>
      )}
    </section>
  );
}

import type { ReturnSettings } from '@store/contracts';
import { useState, type FormEvent } from 'react';
import { fieldErrors, messageOr } from '../../../shared/api-error';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { toast } from '../../../shared/toast/toast';
import { AdminName, formatWhen } from '../ui/audit';
import { AdminHeading, ErrorState, LoadingState, adminButton } from '../ui/states';
import { RETURNS_TEXT } from './constants';
import { settingsProblems, type ReturnSettingsForm } from './return-action-rules';
import { useReturnSettingsQuery, useSaveReturnSettingsMutation } from './returns-api';

const T = RETURNS_TEXT.settings;

/** /admin/settings/returns: the return window in days, size exchanges on or off, and how long an approved return is waited for (issue #43). */
export function ReturnSettingsPage() {
  usePageTitle(`Admin · ${T.title}`);
  const query = useReturnSettingsQuery();
  const data = query.data;
  return (
    <section>
      <AdminHeading title={T.title} />
      {query.isLoading && <LoadingState text={T.loading} />}
      {query.isError && <ErrorState text={T.loadFailed} onRetry={() => void query.refetch()} />}
      {data && (
        <>
          <p className="mb-4 text-sm text-neutral-700">
            {data.updatedAt ? (
              <>
                Last changed {formatWhen(data.updatedAt)} by{' '}
                {data.updatedBy ? <AdminName id={data.updatedBy} /> : 'System'}
              </>
            ) : (
              T.defaults
            )}
          </p>
          {/* A save starts the form afresh from what the server kept. */}
          <SettingsForm key={data.updatedAt ?? 'defaults'} settings={data.settings} />
        </>
      )}
    </section>
  );
}

const input = 'w-24 rounded-md border border-neutral-300 px-3 py-2 text-sm';

function SettingsForm({ settings }: { settings: ReturnSettings }) {
  const [form, setForm] = useState<ReturnSettingsForm>({
    windowDays: String(settings.windowDays),
    exchangesEnabled: settings.exchangesEnabled,
    pickupExpiryDays: String(settings.pickupExpiryDays),
  });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [save, { isLoading }] = useSaveReturnSettingsMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = settingsProblems(form);
    setProblems(found);
    if (Object.keys(found).length) return;
    const result = await save({
      windowDays: Number(form.windowDays),
      exchangesEnabled: form.exchangesEnabled,
      pickupExpiryDays: Number(form.pickupExpiryDays),
    });
    if ('error' in result) {
      setProblems(fieldErrors(result.error));
      toast.error(messageOr(result.error, T.saveFailed));
      return;
    }
    toast.success(result.data.message ?? T.saved);
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={T.title}
      className="max-w-xl space-y-4 rounded-lg bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <label htmlFor="return-window" className="block text-sm font-semibold">
          {T.windowDays}
        </label>
        <p id="return-window-hint" className="text-xs text-neutral-600">
          {T.windowHint}
        </p>
        <input
          id="return-window"
          type="number"
          min={0}
          max={60}
          aria-describedby="return-window-hint"
          aria-invalid={problems.windowDays ? true : undefined}
          value={form.windowDays}
          onChange={(event) => setForm({ ...form, windowDays: event.target.value })}
          className={`mt-1 ${input}`}
        />
        {problems.windowDays && <p className="mt-1 text-sm font-medium text-red-700">{problems.windowDays}</p>}
      </div>
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          checked={form.exchangesEnabled}
          onChange={(event) => setForm({ ...form, exchangesEnabled: event.target.checked })}
        />
        {T.exchanges}
      </label>
      <div>
        <label htmlFor="return-pickup-expiry" className="block text-sm font-semibold">
          {T.pickupExpiryDays}
        </label>
        <p id="return-pickup-hint" className="text-xs text-neutral-600">
          {T.pickupHint}
        </p>
        <input
          id="return-pickup-expiry"
          type="number"
          min={1}
          max={90}
          aria-describedby="return-pickup-hint"
          aria-invalid={problems.pickupExpiryDays ? true : undefined}
          value={form.pickupExpiryDays}
          onChange={(event) => setForm({ ...form, pickupExpiryDays: event.target.value })}
          className={`mt-1 ${input}`}
        />
        {problems.pickupExpiryDays && (
          <p className="mt-1 text-sm font-medium text-red-700">{problems.pickupExpiryDays}</p>
        )}
      </div>
      <button type="submit" className={adminButton.primary} disabled={isLoading}>
        {T.save}
      </button>
    </form>
  );
}

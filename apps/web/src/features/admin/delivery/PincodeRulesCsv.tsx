import type { PincodeRulesImportRefused } from '@store/contracts';
import { useState, type ChangeEvent } from 'react';
import { messageOr } from '../../../shared/api-error';
import { useDownloadFileMutation } from '../../../shared/download/download-api';
import { readFileText } from '../../../shared/download/read-file-text';
import { toast } from '../../../shared/toast/toast';
import { adminButton } from '../ui/states';
import { DELIVERY_AREAS_TEXT as T } from './constants';
import { useImportPincodeRulesMutation } from './delivery-areas-api';

const refusalOf = (error: unknown): PincodeRulesImportRefused | null => {
  const data = (error as { data?: Partial<PincodeRulesImportRefused> } | undefined)?.data;
  return data && Array.isArray(data.rowErrors) ? (data as PincodeRulesImportRefused) : null;
};

/** Export the table as CSV, and import one back whole: a dry run first, then the import. */
export function PincodeRulesCsv() {
  const [download, downloading] = useDownloadFileMutation();
  const [importRules, importing] = useImportPincodeRulesMutation();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [checked, setChecked] = useState<{
    message: string;
    ready: boolean;
    rowErrors: PincodeRulesImportRefused['rowErrors'];
  } | null>(null);

  const exportCsv = async () => {
    const result = await download({ path: '/admin/delivery/pincode-rules.csv', filename: 'delivery-areas.csv' });
    if ('error' in result) toast.error(messageOr(result.error, T.exportFailed));
  };

  const send = async (text: string, dryRun: boolean) => {
    const result = await importRules({ csv: text, dryRun });
    if ('error' in result) {
      const refusal = refusalOf(result.error);
      setChecked({
        message: messageOr(result.error, T.importFailed),
        ready: false,
        rowErrors: refusal?.rowErrors ?? [],
      });
      return;
    }
    setChecked({ message: result.data.message, ready: dryRun, rowErrors: [] });
    if (!dryRun) {
      toast.success(result.data.message);
      setFile(null);
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const text = await readFileText(chosen);
    event.target.value = '';
    setFile({ name: chosen.name, text });
    await send(text, true);
  };

  return (
    <div className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <h2 className="mb-2 text-lg font-bold">CSV</h2>
      <p className="mb-3 text-sm text-neutral-700">{T.csvNote}</p>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={adminButton.secondary}
          onClick={() => void exportCsv()}
          disabled={downloading.isLoading}
        >
          Export CSV
        </button>
        <label className={adminButton.secondary}>
          Import CSV
          <input type="file" accept=".csv,text/csv" className="sr-only" onChange={(event) => void choose(event)} />
        </label>
        {file && checked?.ready && (
          <button
            type="button"
            className={adminButton.primary}
            disabled={importing.isLoading}
            onClick={() => void send(file.text, false)}
          >
            {importing.isLoading ? 'Importing...' : 'Apply import'}
          </button>
        )}
      </div>
      {checked && (
        <div role="status" className="mt-3 text-sm">
          <p className={checked.rowErrors.length ? 'font-semibold text-brand-dark' : 'text-neutral-800'}>
            {file ? `${file.name}: ` : ''}
            {checked.message}
          </p>
          {checked.rowErrors.length > 0 && (
            <ul className="mt-1 list-disc pl-5 text-brand-dark">
              {checked.rowErrors.map((problem) => (
                <li key={`${problem.row}-${problem.message}`}>
                  Row {problem.row}: {problem.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

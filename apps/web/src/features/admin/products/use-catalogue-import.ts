import { useState } from 'react';
import type { CatalogueImportRefused, CatalogueImportResult, CatalogueImportRowError } from '@store/contracts';
import { messageOr, statusOf } from '../../../shared/api-error';
import { toast } from '../../../shared/toast/toast';
import {
  useCheckCatalogueImportMutation,
  useCommitCatalogueImportMutation,
  useSendCatalogueImportPartMutation,
  useStartCatalogueImportMutation,
} from '../admin-api';
import { csvParts } from './csv-parts';

/** What the screen shows of the last dry run or apply. */
export interface ImportOutcome {
  ok: boolean;
  dryRun: boolean;
  rows: number | null;
  products: number | null;
  message: string;
  rowErrors: CatalogueImportRowError[];
}

/** A refused import or a dry run with problems (422), or an apply the catalogue changed under (409). */
function refusalOf(error: unknown): CatalogueImportRefused | null {
  const status = statusOf(error);
  const data = (error as { data?: Partial<CatalogueImportRefused> } | undefined)?.data;
  return (status === 422 || status === 409) && data && Array.isArray(data.rowErrors)
    ? (data as CatalogueImportRefused)
    : null;
}

const NOTHING_IMPORTED = 'Nothing was imported.';
const sayingNothingImported = (message: string) =>
  /nothing (more )?was imported/i.test(message) ? message : `${message.replace(/\.?$/, '.')} ${NOTHING_IMPORTED}`;

const succeeded = (result: CatalogueImportResult): ImportOutcome => ({
  ok: true,
  dryRun: result.dryRun,
  rows: result.rows,
  products: result.products,
  message: result.message,
  rowErrors: [],
});
const refused = (refusal: CatalogueImportRefused): ImportOutcome => ({
  ok: false,
  dryRun: refusal.dryRun,
  rows: refusal.rows,
  products: refusal.products,
  message: sayingNothingImported(refusal.message),
  rowErrors: refusal.rowErrors,
});
const failed = (dryRun: boolean, error: unknown, fallback: string): ImportOutcome => ({
  ok: false,
  dryRun,
  rows: null,
  products: null,
  message: sayingNothingImported(messageOr(error, fallback)),
  rowErrors: [],
});

/**
 * The import of one file, all or nothing: the dry run stages the file on the server in parts
 * (each within the API's body limit, one product never split) under one import id and checks the
 * whole of it; Apply commits exactly that checked import. Anything but a clean check leaves
 * Apply off, and a refused apply must be checked again.
 */
export function useCatalogueImport() {
  const [start] = useStartCatalogueImportMutation();
  const [sendPart] = useSendCatalogueImportPartMutation();
  const [check] = useCheckCatalogueImportMutation();
  const [commit] = useCommitCatalogueImportMutation();
  const [busy, setBusy] = useState(false);
  const [applying, setApplying] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [checkedImport, setCheckedImport] = useState<string | null>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const dryRun = (csv: string) =>
    run(async () => {
      setOutcome(null);
      setCheckedImport(null);
      const parts = csvParts(csv);
      if (parts.length === 0) {
        setOutcome({
          ok: false,
          dryRun: true,
          rows: 0,
          products: 0,
          message: sayingNothingImported('The CSV file is empty'),
          rowErrors: [],
        });
        return;
      }
      let importId: string;
      try {
        importId = (await start().unwrap()).importId;
        for (const [index, part] of parts.entries()) {
          if (parts.length > 1) setProgress(`Sending part ${index + 1} of ${parts.length}...`);
          await sendPart({ importId, csv: part.csv, firstRow: part.firstRow }).unwrap();
        }
      } catch (error) {
        setOutcome(failed(true, error, 'Failed to send the file'));
        return;
      }
      setProgress('Checking every row...');
      const answer = await check(importId);
      if ('data' in answer && answer.data) {
        setOutcome(succeeded(answer.data));
        setCheckedImport(importId);
        return;
      }
      const refusal = refusalOf(answer.error);
      setOutcome(refusal ? refused(refusal) : failed(true, answer.error, 'Failed to check the file'));
    });

  const apply = () =>
    run(async () => {
      if (!checkedImport) return;
      setApplying(true);
      const answer = await commit(checkedImport).finally(() => setApplying(false));
      setCheckedImport(null);
      if ('data' in answer && answer.data) {
        setOutcome(succeeded(answer.data));
        toast.success(`Catalogue imported: ${answer.data.message}`);
        return;
      }
      const refusal = refusalOf(answer.error);
      const next = refusal ? refused(refusal) : failed(false, answer.error, 'Failed to import the catalogue');
      setOutcome(next);
      toast.error(next.message);
    });

  return { dryRun, apply, busy, applying, progress, outcome, canApply: checkedImport !== null && !busy };
}

import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import type { CatalogueImportResult } from '@store/contracts';
import { messageOr } from '../../../shared/api-error';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { toast } from '../../../shared/toast/toast';
import { useImportCatalogueMutation, useLazyExportCatalogueQuery } from '../admin-api';
import { AdminHeading, adminButton } from '../ui/states';
import { csvParts } from './csv-parts';

/** A file's text (FileReader: also where Blob.text() is missing). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });

function CsvDrop({ onFile }: { onFile: (file: File) => void }) {
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: { 'text/csv': ['.csv'] },
    multiple: false,
    noClick: true,
    noKeyboard: true,
    onDrop: (files) => files[0] && onFile(files[0]),
  });
  return (
    <div
      {...getRootProps({
        className: `flex min-h-20 flex-col items-center justify-center gap-1 rounded-md border-2 border-dashed p-4 text-sm ${isDragActive ? 'border-brand bg-red-50' : 'border-neutral-300 bg-neutral-50'}`,
      })}
    >
      <input {...getInputProps({ 'aria-label': 'Choose a CSV file' })} />
      <button type="button" onClick={open} className="rounded-md border border-neutral-400 bg-white px-3 py-1.5 font-semibold hover:bg-neutral-100">
        Choose a CSV file
      </button>
      <span className="text-xs text-neutral-700">or drop the catalogue CSV here</span>
    </div>
  );
}

/** /admin/products/catalogue-csv: export the catalogue, import it back after a dry run. */
export function CatalogueCsvPage() {
  usePageTitle('Admin · Catalogue CSV');
  const [exportCsv, exporting] = useLazyExportCatalogueQuery();
  const [runImport, importing] = useImportCatalogueMutation();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<CatalogueImportResult | null>(null);
  const [progress, setProgress] = useState<string | null>(null);

  const download = async () => {
    const result = await exportCsv();
    if (result.error || typeof result.data !== 'string') {
      toast.error(messageOr(result.error, 'Failed to export the catalogue'));
      return;
    }
    const url = URL.createObjectURL(new Blob([result.data], { type: 'text/csv' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'catalogue.csv';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    toast.success('Catalogue exported');
  };

  /** Sends the file in parts (each within the API's body limit, never splitting a product) and adds up the answers. */
  const check = async (dryRun: boolean, csv = file?.text) => {
    if (!csv) return;
    const parts = csvParts(csv);
    const total: CatalogueImportResult = { success: true, dryRun, rows: 0, products: 0, created: 0, updated: 0, errors: [], message: '' };
    for (const [index, part] of parts.entries()) {
      if (parts.length > 1) setProgress(`${dryRun ? 'Checking' : 'Importing'} part ${index + 1} of ${parts.length}...`);
      const result = await runImport({ csv: part.csv, dryRun, firstRow: part.firstRow });
      if ('error' in result && result.error) {
        setProgress(null);
        toast.error(messageOr(result.error, 'Failed to import the catalogue'));
        return;
      }
      const answer = result.data;
      Object.assign(total, {
        success: total.success && answer.success,
        rows: total.rows + answer.rows,
        products: total.products + answer.products,
        created: total.created + answer.created,
        updated: total.updated + answer.updated,
        errors: [...total.errors, ...answer.errors],
      });
      if (!dryRun && !answer.success) break;
    }
    setProgress(null);
    total.message = total.errors.length
      ? `${total.errors.length} problem(s) found${dryRun ? '; nothing was written' : ''}`
      : dryRun
        ? `${total.products} product(s) ready to import`
        : `${total.created} created, ${total.updated} updated`;
    setReport(total);
    if (!dryRun && total.success) toast.success(`Catalogue imported: ${total.message}`);
    else if (total.errors.length) toast.error(total.message);
    else toast.success(total.message);
  };

  return (
    <section className="space-y-6">
      <AdminHeading title="Catalogue CSV" />
      <div className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
        <h2 className="mb-2 text-lg font-bold">Export</h2>
        <p className="mb-3 text-sm text-neutral-700">One row per product, colour and size with its price, offer price and stock. The Original colour is the product's own.</p>
        <button type="button" className={adminButton.primary} onClick={() => void download()} disabled={exporting.isFetching}>
          {exporting.isFetching ? 'Exporting...' : 'Export CSV'}
        </button>
      </div>
      <div className="space-y-3 rounded-lg bg-white p-4 shadow-sm sm:p-6">
        <h2 className="text-lg font-bold">Import</h2>
        <p className="text-sm text-neutral-700">A dry run checks every row first and writes nothing. Products are updated by productId, or created when it is empty. A large file is sent in parts, one product never split.</p>
        <CsvDrop
          onFile={(chosen) =>
            void readText(chosen).then((text) => {
              setFile({ name: chosen.name, text });
              setReport(null);
              void check(true, text);
            })
          }
        />
        {file && <p className="text-sm">File: {file.name}</p>}
        {progress && (
          <p role="status" className="text-sm font-semibold">
            {progress}
          </p>
        )}
        {report && (
          <div role="status" className={`rounded-md p-3 text-sm ${report.errors.length ? 'bg-red-50 text-red-900' : 'bg-green-50 text-green-900'}`}>
            <p className="font-semibold">
              {report.dryRun ? 'Dry run' : 'Import'}: {report.rows} row(s), {report.products} product(s). {report.message}
            </p>
            {report.errors.length > 0 && (
              <ul className="mt-2 list-disc space-y-0.5 pl-5" aria-label="Row problems">
                {report.errors.map((error, index) => (
                  <li key={index}>
                    Row {error.row}: {error.message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="button" className={adminButton.secondary} disabled={!file || importing.isLoading} onClick={() => void check(true)}>
            Dry run
          </button>
          <button type="button" className={adminButton.primary} disabled={!file || importing.isLoading || !report?.dryRun || !report.success} onClick={() => void check(false)}>
            {importing.isLoading ? 'Importing...' : 'Apply import'}
          </button>
        </div>
      </div>
    </section>
  );
}

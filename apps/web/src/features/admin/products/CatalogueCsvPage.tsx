import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { messageOr } from '../../../shared/api-error';
import { readFileText as readText } from '../../../shared/download/read-file-text';
import { saveFile } from '../../../shared/download/save-file';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { toast } from '../../../shared/toast/toast';
import { useLazyExportCatalogueQuery } from '../admin-api';
import { AdminHeading, adminButton } from '../ui/states';
import { ImportHistory } from './ImportHistory';
import { ImportOutcomeReport } from './ImportOutcomeReport';
import { useCatalogueImport } from './use-catalogue-import';

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
      <button
        type="button"
        onClick={open}
        className="rounded-md border border-neutral-400 bg-white px-3 py-1.5 font-semibold hover:bg-neutral-100"
      >
        Choose a CSV file
      </button>
      <span className="text-xs text-neutral-700">or drop the catalogue CSV here</span>
    </div>
  );
}

/** /admin/products/catalogue-csv: export the catalogue, import it back whole after a dry run, and the recent imports. */
export function CatalogueCsvPage() {
  usePageTitle('Admin · Catalogue CSV');
  const [exportCsv, exporting] = useLazyExportCatalogueQuery();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const csvImport = useCatalogueImport();

  const download = async () => {
    const result = await exportCsv();
    if (result.error || typeof result.data !== 'string') {
      toast.error(messageOr(result.error, 'Failed to export the catalogue'));
      return;
    }
    saveFile(result.data, 'catalogue.csv');
    toast.success('Catalogue exported');
  };

  return (
    <section className="space-y-6">
      <AdminHeading title="Catalogue CSV" />
      <div className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
        <h2 className="mb-2 text-lg font-bold">Export</h2>
        <p className="mb-3 text-sm text-neutral-700">
          One row per product, colour and size with its price, offer price and stock. The Original colour is the
          product's own.
        </p>
        <button
          type="button"
          className={adminButton.primary}
          onClick={() => void download()}
          disabled={exporting.isFetching}
        >
          {exporting.isFetching ? 'Exporting...' : 'Export CSV'}
        </button>
      </div>
      <div className="space-y-3 rounded-lg bg-white p-4 shadow-sm sm:p-6">
        <h2 className="text-lg font-bold">Import</h2>
        <p className="text-sm text-neutral-700">
          A dry run checks every row with the same rules as the import and writes nothing. The import writes every
          product of the file or none. Products are updated by productId, or created when it is empty.
        </p>
        <CsvDrop
          onFile={(chosen) =>
            void readText(chosen).then((text) => {
              setFile({ name: chosen.name, text });
              void csvImport.dryRun(text);
            })
          }
        />
        {file && <p className="text-sm">File: {file.name}</p>}
        {csvImport.progress && (
          <p role="status" className="text-sm font-semibold">
            {csvImport.progress}
          </p>
        )}
        {csvImport.outcome && <ImportOutcomeReport outcome={csvImport.outcome} />}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={adminButton.secondary}
            disabled={!file || csvImport.busy}
            onClick={() => file && void csvImport.dryRun(file.text)}
          >
            Dry run
          </button>
          <button
            type="button"
            className={adminButton.primary}
            disabled={!csvImport.canApply}
            onClick={() => void csvImport.apply()}
          >
            {csvImport.applying ? 'Importing...' : 'Apply import'}
          </button>
        </div>
      </div>
      <ImportHistory />
    </section>
  );
}

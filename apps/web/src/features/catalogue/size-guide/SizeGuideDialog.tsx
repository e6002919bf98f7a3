import type { MeasurementUnit } from '@store/contracts';
import { useState } from 'react';
import { Modal } from '../../../shared/ui/Modal';
import { Spinner } from '../../../shared/ui/Spinner';
import { SIZE_GUIDE_TEXT as T } from './constants';
import { FindMySize } from './FindMySize';
import { useGetProductSizeChartQuery } from './size-chart-api';
import { SizeChartTable } from './SizeChartTable';

interface SizeGuideDialogProps {
  productId: string;
  onChoose?: (size: string) => boolean;
  onClose: () => void;
}

/** The product's size chart in cm or inches, how to measure, and Find my size (its own chunk, see SizeGuideLink). */
export function SizeGuideDialog({ productId, onChoose, onClose }: SizeGuideDialogProps) {
  const { data: chart, isLoading, isError } = useGetProductSizeChartQuery(productId);
  const [unit, setUnit] = useState<MeasurementUnit>('cm');
  return (
    <Modal title={T.title} onClose={onClose} size="lg">
      {isLoading ? (
        <div className="py-8 text-center">
          <Spinner label={T.loading} />
        </div>
      ) : isError ? (
        <p role="alert" className="text-sm text-brand-dark">
          {T.loadFailed}
        </p>
      ) : !chart ? (
        <p className="text-sm text-neutral-700">{T.noChart}</p>
      ) : (
        <div>
          <div role="group" aria-label="Unit" className="mb-3 inline-flex rounded-md border border-neutral-300">
            {(['cm', 'in'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={unit === option}
                onClick={() => setUnit(option)}
                className={`min-h-11 px-4 text-sm font-semibold ${unit === option ? 'bg-neutral-900 text-white' : 'text-neutral-800'}`}
              >
                {option === 'cm' ? 'cm' : 'inches'}
              </button>
            ))}
          </div>
          <SizeChartTable chart={chart} unit={unit} />
          {chart.howToMeasure && (
            <div className="mt-4">
              <h3 className="text-sm font-bold tracking-wide uppercase">{T.howToMeasure}</h3>
              <p className="mt-1 text-sm whitespace-pre-line text-neutral-700">{chart.howToMeasure}</p>
            </div>
          )}
          <FindMySize chart={chart} onChoose={onChoose} />
        </div>
      )}
    </Modal>
  );
}

import { cmToInches, type MeasurementUnit, type SizeChart } from '@store/contracts';

/** The chart's measurements per size, in centimetres or inches (converted from the stored cm). */
export function SizeChartTable({ chart, unit }: { chart: SizeChart; unit: MeasurementUnit }) {
  const shown = (cm: number) => (unit === 'cm' ? cm : cmToInches(cm));
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Measurements per size, in {unit === 'cm' ? 'centimetres' : 'inches'}</caption>
        <thead>
          <tr className="border-b border-neutral-300">
            <th scope="col" className="py-2 pr-4 font-bold">
              Size
            </th>
            {chart.measurements.map((name) => (
              <th key={name} scope="col" className="py-2 pr-4 font-bold">
                {name} ({unit})
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.rows.map((row) => (
            <tr key={row.size} className="border-b border-neutral-100">
              <th scope="row" className="py-2 pr-4 font-semibold">
                {row.size}
              </th>
              {row.valuesCm.map((cm, index) => (
                <td key={chart.measurements[index] ?? index} className="py-2 pr-4 tabular-nums">
                  {shown(cm)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

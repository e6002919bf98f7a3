import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { Chart as ChartView } from 'react-chartjs-2';

// Only the parts this chart draws (Chart.js tree-shakes by registration).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** Returned units as horizontal bars (by reason, or by product and size); the figures are a table beside it for everyone. */
export function ReturnsChart({ label, rows }: { label: string; rows: readonly { label: string; units: number }[] }) {
  return (
    <div className="relative w-full" style={{ height: `${Math.max(120, rows.length * 28 + 40)}px` }} aria-hidden="true">
      <ChartView
        type="bar"
        aria-label={label}
        data={{
          labels: rows.map((row) => row.label),
          datasets: [{ label: 'Units returned', data: rows.map((row) => row.units), backgroundColor: '#b91c1c' }],
        }}
        options={{
          indexAxis: 'y',
          maintainAspectRatio: false,
          animation: false,
          scales: { x: { beginAtZero: true, ticks: { precision: 0 } } },
        }}
      />
    </div>
  );
}

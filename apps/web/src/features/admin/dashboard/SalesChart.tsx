import type { SalesDashboardResponse } from '@store/contracts';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Chart as ChartView } from 'react-chartjs-2';
import { formatPrice } from '../../../shared/format-price';

// Only the parts this chart draws (Chart.js tree-shakes by registration).
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Sales (bars, ₹) and paid orders (line) per day for the last 30 days, with the same figures as a table for screen readers. */
export function SalesChart({ days }: { days: SalesDashboardResponse['days'] }) {
  const data = {
    labels: days.map((day) => shortDay(day.day)),
    datasets: [
      {
        type: 'bar' as const,
        label: 'Sales',
        data: days.map((day) => day.revenue),
        backgroundColor: '#b91c1c',
        yAxisID: 'revenue',
        order: 2,
      },
      {
        type: 'line' as const,
        label: 'Paid orders',
        data: days.map((day) => day.paidOrders),
        borderColor: '#171717',
        backgroundColor: '#171717',
        pointRadius: 0,
        yAxisID: 'orders',
        order: 1,
      },
    ],
  };
  return (
    <figure aria-labelledby="sales-chart-title">
      <figcaption id="sales-chart-title" className="mb-2 text-sm font-bold uppercase">
        Sales and paid orders, last 30 days
      </figcaption>
      <div className="relative h-72 w-full" aria-hidden="true">
        <ChartView
          type="bar"
          data={data}
          options={{
            maintainAspectRatio: false,
            animation: false,
            interaction: { mode: 'index', intersect: false },
            scales: {
              revenue: {
                type: 'linear',
                position: 'left',
                beginAtZero: true,
                ticks: { callback: (value) => formatPrice(Number(value)) },
              },
              orders: {
                type: 'linear',
                position: 'right',
                beginAtZero: true,
                ticks: { precision: 0 },
                grid: { drawOnChartArea: false },
              },
            },
            plugins: {
              tooltip: {
                callbacks: {
                  label: (item) =>
                    item.dataset.label === 'Sales'
                      ? `Sales: ${formatPrice(Number(item.raw))}`
                      : `Paid orders: ${item.raw}`,
                },
              },
            },
          }}
        />
      </div>
      <table className="sr-only">
        <caption>Sales and paid orders per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Sales</th>
            <th scope="col">Paid orders</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <td>{day.day}</td>
              <td>{formatPrice(day.revenue)}</td>
              <td>{day.paidOrders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

import type { SizeChart } from '@store/contracts';
import { screen, within } from '@testing-library/react';
import { fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { anAdmin } from '../../../testing/fixtures';
import { renderWithApp } from '../../../testing/render';
import { SizeChartsPage } from './SizeChartsPage';

const kept: SizeChart = {
  scope: 'category',
  target: 'topwear',
  measurements: ['Chest', 'Length'],
  rows: [{ size: 'M', valuesCm: [99, 71] }],
  howToMeasure: 'Measure the chest.',
  updatedAt: '2026-11-29T10:00:00.000Z',
  updatedBy: null,
};

function page(routes: FakeRoutes) {
  const api = fakeApi(routes);
  return { ...renderWithApp(<SizeChartsPage />, { signedInAs: anAdmin() }), api };
}

describe('Size charts (admin, issue #44)', () => {
  it('lists the charts with their owner, measurements and sizes', async () => {
    page({ 'GET /api/admin/size-charts': { body: { success: true, sizeCharts: [kept] } } });
    expect(await screen.findByText('Chart of category topwear')).toBeTruthy();
    expect(screen.getByText('Chest, Length · sizes M')).toBeTruthy();
  });

  it('checks a new chart before sending it, then saves it in the unit entered', async () => {
    const { user, api } = page({
      'GET /api/admin/size-charts': { body: { success: true, sizeCharts: [] } },
      'PUT /api/admin/size-charts/:scope/:target': {
        body: { success: true, sizeChart: { ...kept, target: 'bottomwear' }, message: 'Size chart saved' },
      },
    });
    expect(await screen.findByText(/No size charts yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New chart' }));
    await user.selectOptions(screen.getByLabelText('Category'), 'bottomwear');
    await user.selectOptions(screen.getByLabelText('Unit'), 'in');
    await user.clear(screen.getByLabelText(/^Measurements/));
    await user.type(screen.getByLabelText(/^Measurements/), 'Waist');
    await user.click(screen.getByRole('button', { name: 'Save chart' }));
    expect(screen.getByRole('alert').textContent).toBe('Add at least one size');
    await user.type(screen.getByLabelText('M Waist'), '500');
    await user.click(screen.getByRole('button', { name: 'Save chart' }));
    expect(screen.getByRole('alert').textContent).toBe('Measurements of size M must be numbers from 1 to 300 cm');
    expect(api.calls('PUT', '/api/admin/size-charts/category/bottomwear')).toHaveLength(0);
    await user.clear(screen.getByLabelText('M Waist'));
    await user.type(screen.getByLabelText('M Waist'), '32');
    await user.type(screen.getByLabelText('How to measure'), 'Around the natural waist');
    await user.click(screen.getByRole('button', { name: 'Save chart' }));
    expect(await screen.findByText('Size chart saved')).toBeTruthy();
    expect(api.calls('PUT', '/api/admin/size-charts/category/bottomwear')[0].body).toEqual({
      unit: 'in',
      measurements: ['Waist'],
      rows: [{ size: 'M', values: [32] }],
      howToMeasure: 'Around the natural waist',
    });
  });

  it('removes a chart after asking', async () => {
    const { user, api } = page({
      'GET /api/admin/size-charts': { body: { success: true, sizeCharts: [kept] } },
      'DELETE /api/admin/size-charts/:scope/:target': { body: { success: true, message: 'Size chart removed' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Remove the size chart of category topwear?' }));
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Size chart removed')).toBeTruthy();
    expect(api.calls('DELETE', '/api/admin/size-charts/category/topwear')).toHaveLength(1);
  });
});

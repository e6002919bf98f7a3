import type { SizeChart } from '@store/contracts';
import { screen, within } from '@testing-library/react';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { FIND_MY_SIZE_KEY } from './constants';
import { SizeGuideLink } from './SizeGuideLink';

const chart: SizeChart = {
  scope: 'category',
  target: 'topwear',
  measurements: ['Chest', 'Length'],
  rows: [
    { size: 'S', valuesCm: [92, 69] },
    { size: 'M', valuesCm: [99, 71] },
    { size: 'L', valuesCm: [106, 73] },
  ],
  howToMeasure: 'Measure around the fullest part of your chest.',
  updatedAt: '2026-11-29T10:00:00.000Z',
  updatedBy: 'admin-1',
};

function open(sizeChart: SizeChart | null, onChoose?: (size: string) => boolean) {
  fakeApi({ 'GET /api/products/:id/size-chart': { body: { success: true, sizeChart } } });
  return renderWithApp(<SizeGuideLink productId="tee-1" onChoose={onChoose} />);
}

describe('Size guide (issue #44)', () => {
  beforeEach(() => sessionStorage.clear());

  it('opens the chart from the link, in cm and in inches, with how to measure', async () => {
    const { user } = open(chart);
    await user.click(screen.getByRole('button', { name: 'Size guide' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Size guide' }));
    const table = await dialog.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Chest (cm)' })).toBeTruthy();
    expect(
      within(within(table).getByRole('row', { name: /^M/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['99', '71']);
    await user.click(dialog.getByRole('button', { name: 'inches' }));
    expect(within(table).getByRole('columnheader', { name: 'Chest (in)' })).toBeTruthy();
    expect(within(within(table).getByRole('row', { name: /^M/ })).getAllByRole('cell')[0].textContent).toBe('39');
    expect(dialog.getByText('Measure around the fullest part of your chest.')).toBeTruthy();
  });

  it('suggests a size from height, weight and fit, chooses it in the picker and remembers it for the session', async () => {
    const onChoose = jest.fn(() => true);
    const { user } = open(chart, onChoose);
    await user.click(screen.getByRole('button', { name: 'Size guide' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Size guide' }));
    await user.type(await dialog.findByLabelText('Height (cm)'), '175');
    await user.type(dialog.getByLabelText('Weight (kg)'), '72');
    await user.selectOptions(dialog.getByLabelText('Fit you like'), 'relaxed');
    await user.click(dialog.getByRole('button', { name: 'Suggest a size' }));
    expect(dialog.getByRole('status').textContent).toContain('We suggest size L');
    await user.click(dialog.getByRole('button', { name: 'Choose L' }));
    expect(onChoose).toHaveBeenCalledWith('L');
    expect(JSON.parse(sessionStorage.getItem(FIND_MY_SIZE_KEY)!)).toEqual({
      heightCm: 175,
      weightKg: 72,
      fit: 'relaxed',
    });
  });

  it('suggests at once from what the shopper entered earlier in the session', async () => {
    sessionStorage.setItem(FIND_MY_SIZE_KEY, JSON.stringify({ heightCm: 175, weightKg: 72, fit: 'regular' }));
    const { user } = open(chart);
    await user.click(screen.getByRole('button', { name: 'Size guide' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Size guide' }));
    expect((await dialog.findByRole('status')).textContent).toContain('We suggest size M');
    expect((dialog.getByLabelText('Height (cm)') as HTMLInputElement).value).toBe('175');
  });

  it('names a height out of range at its field', async () => {
    const { user } = open(chart);
    await user.click(screen.getByRole('button', { name: 'Size guide' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Size guide' }));
    await user.type(await dialog.findByLabelText('Height (cm)'), '90');
    await user.type(dialog.getByLabelText('Weight (kg)'), '72');
    await user.click(dialog.getByRole('button', { name: 'Suggest a size' }));
    expect(dialog.getByText('Height must be from 120 to 220 cm')).toBeTruthy();
  });

  it('says there is no chart yet for a product without one', async () => {
    const { user } = open(null);
    await user.click(screen.getByRole('button', { name: 'Size guide' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Size guide' }));
    expect(await dialog.findByText('There is no size chart for this product yet.')).toBeTruthy();
  });
});

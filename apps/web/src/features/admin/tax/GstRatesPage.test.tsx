import type { GstRatesRequest } from '@store/contracts/requests';
import { GST_RATE_MESSAGES as M, type GstRatesResponse } from '@store/contracts';
import { screen } from '@testing-library/react';
import { anAdmin } from '../../../testing/fixtures';
import { renderWithApp } from '../../../testing/render';
import { aRateBand, fakeTaxApi, type TaxFakeRoutes } from '../../../testing/tax-fixtures';
import { GstRatesPage } from './GstRatesPage';

const rates = (overrides: Partial<GstRatesResponse> = {}): GstRatesResponse => ({
  success: true,
  bands: [aRateBand(), aRateBand({ upTo: null, rate: 18 })],
  updatedAt: null,
  updatedBy: null,
  ...overrides,
});

function gstRates(routes: TaxFakeRoutes) {
  const api = fakeTaxApi(routes);
  return { ...renderWithApp(<GstRatesPage />, { signedInAs: anAdmin() }), api };
}

const box = (label: string, row: number) =>
  screen.getByRole(/Rate|limit/.test(label) ? 'spinbutton' : 'textbox', {
    name: `${label}, row ${row}`,
  }) as HTMLInputElement;

describe('GST rates', () => {
  it("shows each band's chapter, date, limit ('No limit' when none) and rate, and that issued invoices keep their rates", async () => {
    gstRates({ 'GET /api/admin/tax/rates': { body: rates() } });
    expect(((await screen.findByLabelText('HSN chapter, row 1')) as HTMLInputElement).value).toBe('61');
    expect((screen.getByLabelText('Valid from, row 1') as HTMLInputElement).value).toBe('2025-09-22');
    expect(box('Value limit per piece (₹)', 1).value).toBe('2500');
    expect(box('Value limit per piece (₹)', 2).value).toBe('');
    expect(box('Value limit per piece (₹)', 2).placeholder).toBe('No limit');
    expect(box('Rate (%)', 2).value).toBe('18');
    expect(screen.getByText(/issued invoices keep their rates/)).toBeTruthy();
    expect(screen.getByText('Using the defaults from the environment')).toBeTruthy();
  });

  it("edits, adds and removes bands and saves the whole table: 'GST rates saved'", async () => {
    const { user, api } = gstRates({
      'GET /api/admin/tax/rates': { body: rates() },
      'PUT /api/admin/tax/rates': (request) => ({
        body: rates({
          bands: request.body.bands.map((band) => ({ ...band, upTo: band.upTo ?? null })),
          updatedAt: '2026-11-05T05:00:00.000Z',
          updatedBy: 'a1',
        }),
      }),
      'GET /api/users/:id': { body: { success: true, user: anAdmin() } },
    });
    await user.clear(await screen.findByRole('spinbutton', { name: 'Rate (%), row 2' }));
    await user.type(box('Rate (%)', 2), '12');
    await user.click(screen.getByRole('button', { name: 'Add band' }));
    await user.type(screen.getByLabelText('HSN chapter, row 3'), '62');
    await user.type(screen.getByLabelText('Valid from, row 3'), '2017-07-01');
    await user.type(box('Rate (%)', 3), '12');
    await user.click(screen.getByRole('button', { name: 'Add band' }));
    await user.click(screen.getByRole('button', { name: 'Remove row 4' }));
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText('GST rates saved')).toBeTruthy();
    expect(api.calls('PUT', '/api/admin/tax/rates')[0].body).toEqual<GstRatesRequest>({
      bands: [
        { chapter: '61', validFrom: '2025-09-22', upTo: 2500, rate: 5 },
        { chapter: '61', validFrom: '2025-09-22', upTo: null, rate: 12 },
        { chapter: '62', validFrom: '2017-07-01', upTo: null, rate: 12 },
      ],
    });
    expect(await screen.findByText(/Last changed 5 Nov 2026, 10:30 am by Admin/)).toBeTruthy();
  });

  it('checks the boxes and the table before saving, and saves nothing while one is wrong', async () => {
    const { user, api } = gstRates({ 'GET /api/admin/tax/rates': { body: rates() } });
    await user.clear(await screen.findByLabelText('HSN chapter, row 1'));
    await user.type(screen.getByLabelText('HSN chapter, row 1'), '6');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText(M.chapterInvalid)).toBeTruthy();
    await user.type(screen.getByLabelText('HSN chapter, row 1'), '1');
    await user.clear(box('Value limit per piece (₹)', 1));
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect((await screen.findByRole('alert')).textContent).toBe(M.bandsInvalid);
    expect(api.calls('PUT', '/api/admin/tax/rates')).toHaveLength(0);
  });

  it("shows the server's error under the box it names", async () => {
    const { user } = gstRates({
      'GET /api/admin/tax/rates': { body: rates() },
      'PUT /api/admin/tax/rates': {
        status: 400,
        body: { success: false, message: M.rateInvalid, errors: [{ param: 'bands.1.rate', msg: M.rateInvalid }] },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save rates' }));
    const message = (await screen.findAllByText(M.rateInvalid)).find((element) => element.tagName === 'P')!;
    expect(box('Rate (%)', 2).getAttribute('aria-describedby')).toBe(message.id);
  });
});

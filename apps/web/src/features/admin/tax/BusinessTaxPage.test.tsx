import type { TaxSettingsRequest } from '@store/contracts/requests';
import { TAX_SETTINGS_MESSAGES as M } from '@store/contracts';
import { screen, within } from '@testing-library/react';
import { anAdmin } from '../../../testing/fixtures';
import { renderWithApp } from '../../../testing/render';
import { fakeTaxApi, someTaxSettings, type TaxFakeRoutes } from '../../../testing/tax-fixtures';
import { BusinessTaxPage } from './BusinessTaxPage';

function businessAndTax(routes: TaxFakeRoutes) {
  const api = fakeTaxApi(routes);
  return { ...renderWithApp(<BusinessTaxPage />, { signedInAs: anAdmin() }), api };
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('Business and tax', () => {
  it("shows the settings in force and 'Using the defaults from the environment' before any change", async () => {
    businessAndTax({ 'GET /api/admin/settings/tax': { body: { success: true, settings: someTaxSettings() } } });
    expect(await screen.findByText('Using the defaults from the environment')).toBeTruthy();
    expect(input(/^Legal name/).value).toBe('ThreadFit Apparel Private Limited');
    expect(input(/^GSTIN/).value).toBe('29AAJCT1234M1ZZ');
    expect((screen.getByLabelText(/^State/) as HTMLSelectElement).value).toBe('Karnataka');
    expect(within(screen.getByRole('combobox', { name: /^State/ })).getAllByRole('option')).toHaveLength(37);
    expect((screen.getByRole('radio', { name: '4 digits' }) as HTMLInputElement).checked).toBe(true);
  });

  it("says when and by whom the settings were last changed: 'Last changed 5 Nov 2026, … by Admin Priya'", async () => {
    businessAndTax({
      'GET /api/admin/settings/tax': {
        body: { success: true, settings: someTaxSettings({ updatedAt: '2026-11-05T05:00:00.000Z', updatedBy: 'a7' }) },
      },
      'GET /api/users/:id': { body: { success: true, user: anAdmin({ _id: 'a7', name: 'Priya' }) } },
    });
    expect(await screen.findByText(/Last changed 5 Nov 2026, 10:30 am by Admin Priya/)).toBeTruthy();
  });

  it('checks the GSTIN against the chosen state before saving, and saves nothing while a field is wrong', async () => {
    const { user, api } = businessAndTax({
      'GET /api/admin/settings/tax': { body: { success: true, settings: someTaxSettings() } },
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: /^State/ }), 'Maharashtra');
    await user.clear(input(/^Credit note series prefix/));
    await user.type(input(/^Credit note series prefix/), 'INV');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.gstinState)).toBeTruthy();
    expect(screen.getByText(M.seriesDistinct)).toBeTruthy();
    expect(input(/^GSTIN/).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('PUT', '/api/admin/settings/tax')).toHaveLength(0);
  });

  it("saves every field, the GSTIN in capitals, and says 'Tax settings saved'", async () => {
    const { user, api } = businessAndTax({
      'GET /api/admin/settings/tax': { body: { success: true, settings: someTaxSettings() } },
      'PUT /api/admin/settings/tax': (request) => ({
        body: {
          success: true,
          settings: someTaxSettings({
            ...request.body,
            stateCode: '27',
            updatedAt: '2026-11-05T05:00:00.000Z',
            updatedBy: 'a1',
          }),
        },
      }),
      'GET /api/users/:id': { body: { success: true, user: anAdmin() } },
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: /^State/ }), 'Maharashtra');
    await user.clear(input(/^GSTIN/));
    await user.type(input(/^GSTIN/), '27aajct1234m1z3');
    await user.click(screen.getByRole('radio', { name: '6 digits' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tax settings saved')).toBeTruthy();
    expect(api.calls('PUT', '/api/admin/settings/tax')[0].body).toEqual<TaxSettingsRequest>({
      legalName: 'ThreadFit Apparel Private Limited',
      tradeName: 'ThreadFit',
      address: '4th Floor, 12 Residency Road, Bengaluru 560025',
      state: 'Maharashtra',
      gstin: '27AAJCT1234M1Z3',
      invoiceSeries: 'INV',
      creditNoteSeries: 'CN',
      hsnDigits: 6,
    });
    expect(await screen.findByText(/Last changed 5 Nov 2026, 10:30 am by Admin/)).toBeTruthy();
  });

  it("shows the server's field errors under their fields", async () => {
    const { user } = businessAndTax({
      'GET /api/admin/settings/tax': { body: { success: true, settings: someTaxSettings() } },
      'PUT /api/admin/settings/tax': {
        status: 400,
        body: {
          success: false,
          message: 'Validation failed',
          errors: [{ param: 'legalName', msg: 'Legal name must be at most 200 characters' }],
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const message = await screen.findByText('Legal name must be at most 200 characters');
    expect(input(/^Legal name/).getAttribute('aria-describedby')).toContain(message.id);
    expect(await screen.findByText('Validation failed')).toBeTruthy();
  });

  it("shows 'Failed to load tax settings' with a Retry when the settings do not load", async () => {
    businessAndTax({ 'GET /api/admin/settings/tax': { status: 500 } });
    expect(await screen.findByText('Failed to load tax settings')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

import type { PincodeRule, PincodeRulesResponse } from '@store/contracts';
import type { PincodeRulesRequest } from '@store/contracts/requests';
import { screen, waitFor } from '@testing-library/react';
import { fakeDownloads } from '../../../testing/downloads';
import { fakeApi, type FakeHandler, type FakeRoutes } from '../../../testing/fake-api';
import { anAdmin } from '../../../testing/fixtures';
import { renderWithApp } from '../../../testing/render';
import { DeliveryAreasPage } from './DeliveryAreasPage';

const RULES = '/api/admin/delivery/pincode-rules';
const IMPORT = '/api/admin/delivery/pincode-rules/import';

const rule = (overrides: Partial<PincodeRule> = {}): PincodeRule => ({
  prefix: '4',
  area: 'West',
  serviceable: true,
  minDays: 4,
  maxDays: 7,
  ...overrides,
});

const table = (overrides: Partial<PincodeRulesResponse> = {}): PincodeRulesResponse => ({
  success: true,
  rules: [
    rule(),
    rule({ prefix: '411', area: 'Pune', minDays: 2, maxDays: 4 }),
    rule({ prefix: '9', area: 'APS', serviceable: false, minDays: null, maxDays: null }),
  ],
  updatedAt: null,
  updatedBy: null,
  ...overrides,
});

type Routes = FakeRoutes & { 'GET /api/admin/delivery/pincode-rules.csv'?: FakeHandler<string> };

function deliveryAreas(routes: Routes) {
  const api = fakeApi(routes as FakeRoutes);
  return { ...renderWithApp(<DeliveryAreasPage />, { signedInAs: anAdmin() }), api };
}

const box = (label: string, row: number) => screen.getByLabelText(`${label}, row ${row}`) as HTMLInputElement;

describe('Delivery areas', () => {
  const saved = fakeDownloads();

  it('shows each prefix with its area and days, a prefix not served without days, and that the seeded table is in force', async () => {
    deliveryAreas({ [`GET ${RULES}`]: { body: table() } });
    expect((await screen.findByLabelText('Prefix, row 2')) as HTMLInputElement).toHaveProperty('value', '411');
    expect(box('Area', 2).value).toBe('Pune');
    expect(box('Min days', 2).value).toBe('2');
    expect(box('Max days', 2).value).toBe('4');
    expect(box('Delivers', 3).checked).toBe(false);
    expect(box('Min days', 3).disabled).toBe(true);
    expect(screen.getByText('Using the table the store started with')).toBeTruthy();
  });

  it("edits, adds and removes prefixes and saves the whole table: 'Delivery areas saved'", async () => {
    const { user, api } = deliveryAreas({
      [`GET ${RULES}`]: { body: table() },
      [`PUT ${RULES}`]: (request) => ({
        body: table({
          rules: request.body.rules.map((row) => ({
            ...rule(),
            ...row,
            area: row.area ?? '',
            minDays: row.minDays ?? null,
            maxDays: row.maxDays ?? null,
          })),
          updatedAt: '2026-11-29T05:00:00.000Z',
          updatedBy: 'a1',
          message: 'Delivery areas saved',
        }),
      }),
      'GET /api/users/:id': { body: { success: true, user: anAdmin() } },
    });
    await user.clear(await screen.findByLabelText('Max days, row 1'));
    await user.type(box('Max days', 1), '8');
    await user.click(screen.getByRole('button', { name: 'Remove row 3' }));
    await user.click(screen.getByRole('button', { name: 'Add prefix' }));
    await user.type(box('Prefix', 3), '781');
    await user.type(box('Area', 3), 'Guwahati');
    await user.type(box('Min days', 3), '6');
    await user.type(box('Max days', 3), '10');
    await user.click(screen.getByRole('button', { name: 'Save delivery areas' }));
    expect(await screen.findByText('Delivery areas saved')).toBeTruthy();
    expect(api.calls('PUT', RULES)[0].body).toEqual<PincodeRulesRequest>({
      rules: [
        { prefix: '4', area: 'West', serviceable: true, minDays: 4, maxDays: 8 },
        { prefix: '411', area: 'Pune', serviceable: true, minDays: 2, maxDays: 4 },
        { prefix: '781', area: 'Guwahati', serviceable: true, minDays: 6, maxDays: 10 },
      ],
    });
    expect(await screen.findByText(/Last changed 29 Nov 2026, 10:30 am by Admin/)).toBeTruthy();
  });

  it("shows the server's refusal at the row's box", async () => {
    const { user } = deliveryAreas({
      [`GET ${RULES}`]: { body: table() },
      [`PUT ${RULES}`]: {
        status: 400,
        body: {
          success: false,
          message: 'Minimum days cannot be more than maximum days',
          errors: [{ param: 'rules.1.minDays', msg: 'Minimum days cannot be more than maximum days' }],
        },
      },
    });
    await user.clear(await screen.findByLabelText('Min days, row 2'));
    await user.type(box('Min days', 2), '9');
    await user.click(screen.getByRole('button', { name: 'Save delivery areas' }));
    expect(await screen.findByText('Minimum days cannot be more than maximum days', { selector: 'td p' })).toBeTruthy();
    expect(box('Min days', 2).getAttribute('aria-invalid')).toBe('true');
  });

  it('exports the table as delivery-areas.csv', async () => {
    const { user } = deliveryAreas({
      [`GET ${RULES}`]: { body: table() },
      [`GET ${RULES}.csv`]: { body: 'prefix,area,serviceable,minDays,maxDays\r\n4,West,yes,4,7\r\n' },
    });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved.map((file) => file.filename)).toEqual(['delivery-areas.csv']));
  });

  it("checks an imported file first, shows each faulty row, and applies a good one only on 'Apply import'", async () => {
    const csv = 'prefix,area,serviceable,minDays,maxDays\n4,West,yes,4,7\n';
    const { user, api } = deliveryAreas({
      [`GET ${RULES}`]: { body: table() },
      [`POST ${IMPORT}`]: (request) =>
        request.body.csv.includes('maybe')
          ? {
              status: 422,
              body: {
                success: false,
                message: 'The file has problems; nothing was changed',
                dryRun: true,
                rows: 1,
                rowErrors: [{ row: 2, message: 'Serviceable must be yes or no' }],
              },
            }
          : {
              body: {
                success: true,
                dryRun: request.query.get('dryRun') === 'true',
                rows: 1,
                rules: [rule()],
                message:
                  request.query.get('dryRun') === 'true'
                    ? '1 rules checked; nothing was changed yet'
                    : '1 rules imported',
              },
            },
    });
    const input = (await screen.findByLabelText('Import CSV')) as HTMLInputElement;
    await user.upload(
      input,
      new File(['prefix,area,serviceable,minDays,maxDays\n4,West,maybe,4,7\n'], 'bad.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('Row 2: Serviceable must be yes or no')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply import' })).toBeNull();

    await user.upload(input, new File([csv], 'areas.csv', { type: 'text/csv' }));
    expect(await screen.findByText(/1 rules checked; nothing was changed yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Apply import' }));
    expect((await screen.findAllByText(/1 rules imported/)).length).toBeGreaterThan(0);
    expect(api.calls('POST', IMPORT).map((call) => call.query.get('dryRun'))).toEqual(['true', 'true', 'false']);
    expect(api.calls('POST', IMPORT)[2].body).toEqual({ csv });
  });
});

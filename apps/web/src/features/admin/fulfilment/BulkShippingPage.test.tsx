import type { BulkShipmentRow } from '@store/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../../../testing/fake-api';
import { anAdmin } from '../../../testing/fixtures';
import { renderWithApp } from '../../../testing/render';
import { BulkShippingPage } from './BulkShippingPage';

const SHIP = '/api/admin/shipments/import';
const row = (overrides: Partial<BulkShipmentRow> = {}): BulkShipmentRow => ({
  row: 2,
  ok: true,
  order: '#06E1B0',
  orderId: '3f2a9c4e-8d1b-4c7a-9e2f-5a1b2c06e1b0',
  carrier: 'Delhivery',
  awb: 'DL1234567',
  units: 2,
  message: 'Ships 2 units (the rest of the order)',
  ...overrides,
});
const CSV = 'orderId,carrier,awb\n#06E1B0,Delhivery,DL1234567\n#0A0B0C,DTDC,D7654321\n';

const shipSection = () => within(screen.getByRole('region', { name: 'Ship orders' }));

describe('Bulk shipping (admin)', () => {
  it('checks the pasted CSV (dry run), shows each row, then applies it whole', async () => {
    const rows = [row(), row({ row: 3, order: '#0A0B0C', carrier: 'DTDC', awb: 'D7654321', units: 1 })];
    const api = fakeApi({
      [`POST ${SHIP}`]: (request) => ({
        body: {
          success: true,
          dryRun: request.query.get('dryRun') !== 'false',
          rows,
          orders: 2,
          message:
            request.query.get('dryRun') === 'false'
              ? '2 shipments recorded for 2 orders'
              : 'All 2 rows can be shipped (2 orders): apply to record them',
        },
      }),
    });
    const { user } = renderWithApp(<BulkShippingPage />, { signedInAs: anAdmin() });
    await user.click(shipSection().getByRole('textbox', { name: 'Ship orders: CSV' }));
    await user.paste(CSV);
    await user.click(shipSection().getByRole('button', { name: 'Check (dry run)' }));
    expect(await shipSection().findByText('All 2 rows can be shipped (2 orders): apply to record them')).toBeTruthy();
    const table = shipSection().getByRole('table', { name: 'Ship orders: rows' });
    expect(within(table).getAllByRole('row')[2].textContent).toContain('#0A0B0CDTDCD76543211');
    await user.click(shipSection().getByRole('button', { name: 'Apply: ship orders' }));
    await waitFor(() => expect(api.calls('POST', SHIP)).toHaveLength(2));
    expect(api.calls('POST', SHIP).map((call) => call.query.get('dryRun'))).toEqual(['true', 'false']);
    expect(api.calls('POST', SHIP)[1].body).toEqual({ csv: CSV });
    expect(await shipSection().findByText('2 shipments recorded for 2 orders')).toBeTruthy();
    expect(shipSection().queryByRole('button', { name: 'Apply: ship orders' })).toBeNull();
  });

  it('shows every refused row with its reason and offers no Apply (nothing is written)', async () => {
    fakeApi({
      [`POST ${SHIP}`]: {
        status: 422,
        body: {
          success: false,
          dryRun: true,
          orders: 2,
          message: 'Nothing was written: 1 row needs fixing (all or nothing)',
          rows: [row(), row({ row: 3, ok: false, units: 0, message: 'This order is cancelled: it cannot be shipped' })],
        },
      },
    });
    const { user } = renderWithApp(<BulkShippingPage />, { signedInAs: anAdmin() });
    await user.click(shipSection().getByRole('textbox', { name: 'Ship orders: CSV' }));
    await user.paste(CSV);
    await user.click(shipSection().getByRole('button', { name: 'Check (dry run)' }));
    expect(await shipSection().findByText('Nothing was written: 1 row needs fixing (all or nothing)')).toBeTruthy();
    expect(shipSection().getByText(/This order is cancelled: it cannot be shipped/)).toBeTruthy();
    expect(shipSection().queryByRole('button', { name: /^Apply/ })).toBeNull();
  });
});

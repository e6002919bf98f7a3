import { screen, waitFor, within } from '@testing-library/react';
import { anAdmin } from '../../../testing/fixtures';
import { fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { carriersReply } from '../../../testing/fulfilment-fixtures';
import { renderWithApp } from '../../../testing/render';
import { aReturnLine, anAdminReturn } from '../../../testing/returns-fixtures';
import { ReturnDetailsPage } from './ReturnDetailsPage';

const RETURN_ID = '6650a1b2c3d4e5f6a7b8c9d0-1';
const PATH = `/api/admin/returns/${RETURN_ID}`;

function open(routes: FakeRoutes) {
  const api = fakeApi({ 'GET /api/admin/carriers': carriersReply(), ...routes });
  const view = renderWithApp(<ReturnDetailsPage />, {
    signedInAs: anAdmin(),
    route: `/admin/returns/${RETURN_ID}`,
    path: '/admin/returns/:returnId',
  });
  return { ...view, api };
}

describe('an admin answers a return request', () => {
  it("shows the request's lines, photos and the shopper's comment", async () => {
    open({ 'GET /api/admin/returns/:returnId': { body: anAdminReturn() } });
    expect(await screen.findByRole('heading', { name: 'Return R-B8C9D0-1' })).toBeTruthy();
    expect(screen.getByText('1 × Aero Dry-Fit Tee (M)')).toBeTruthy();
    expect(screen.getByText('The seam came apart')).toBeTruthy();
    expect((screen.getByRole('img', { name: 'Photo 1' }) as HTMLImageElement).src).toContain(
      '/uploads/returns/seam.jpg',
    );
    expect(screen.getByText('Damaged')).toBeTruthy();
  });

  it('approves with a pickup booked with a carrier from the list and its AWB, naming the version it saw', async () => {
    const { user, api } = open({
      'GET /api/admin/returns/:returnId': { body: anAdminReturn() },
      'POST /api/admin/returns/:returnId/approve': {
        body: { ...anAdminReturn({ state: 'approved', version: 2 }), message: 'Return R-B8C9D0-1 approved' },
      },
    });
    const approve = within(await screen.findByRole('form', { name: 'Approve' }));
    await approve.findByRole('option', { name: 'Blue Dart' });
    await user.selectOptions(approve.getByRole('combobox', { name: 'Pickup carrier' }), 'Blue Dart');
    await user.type(approve.getByRole('textbox', { name: 'Pickup AWB' }), 'BD 1');
    await user.click(approve.getByRole('button', { name: 'Approve return' }));
    expect(approve.getByText('AWB must be 6-30 letters, digits or -')).toBeTruthy();
    await user.clear(approve.getByRole('textbox', { name: 'Pickup AWB' }));
    await user.type(approve.getByRole('textbox', { name: 'Pickup AWB' }), 'BD-R-0001');
    await user.click(approve.getByRole('button', { name: 'Approve return' }));
    await waitFor(() => expect(api.calls('POST', `${PATH}/approve`)).toHaveLength(1));
    expect(api.calls('POST', `${PATH}/approve`)[0].body).toEqual({
      expectedVersion: 1,
      pickup: { carrier: 'Blue Dart', awb: 'BD-R-0001' },
    });
    expect(await screen.findByText('Return R-B8C9D0-1 approved')).toBeTruthy();
  });

  it('approves with the customer shipping it (no pickup)', async () => {
    const { user, api } = open({
      'GET /api/admin/returns/:returnId': { body: anAdminReturn() },
      'POST /api/admin/returns/:returnId/approve': { body: anAdminReturn({ state: 'approved', customerShips: true }) },
    });
    const approve = within(await screen.findByRole('form', { name: 'Approve' }));
    await user.click(approve.getByRole('radio', { name: 'Customer ships it' }));
    await user.click(approve.getByRole('button', { name: 'Approve return' }));
    await waitFor(() => expect(api.calls('POST', `${PATH}/approve`)).toHaveLength(1));
    expect(api.calls('POST', `${PATH}/approve`)[0].body).toEqual({ expectedVersion: 1, pickup: null });
  });

  it('rejects with the reason the shopper reads, after asking', async () => {
    const { user, api } = open({
      'GET /api/admin/returns/:returnId': { body: anAdminReturn() },
      'POST /api/admin/returns/:returnId/reject': {
        body: anAdminReturn({ state: 'rejected', rejectionReason: 'The tag was removed', version: 2 }),
      },
    });
    const reject = within(await screen.findByRole('form', { name: 'Reject' }));
    await user.click(reject.getByRole('button', { name: 'Reject return' }));
    expect(reject.getByText('Please give the reason the shopper will read')).toBeTruthy();
    await user.type(reject.getByRole('textbox', { name: /Reason/ }), 'The tag was removed');
    await user.click(reject.getByRole('button', { name: 'Reject return' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject return R-B8C9D0-1?' }));
    await user.click(dialog.getByRole('button', { name: 'Reject return' }));
    await waitFor(() => expect(api.calls('POST', `${PATH}/reject`)).toHaveLength(1));
    expect(api.calls('POST', `${PATH}/reject`)[0].body).toEqual({ expectedVersion: 1, reason: 'The tag was removed' });
  });

  it('says clearly when another admin acted first (409) and shows the return as it is now', async () => {
    let reads = 0;
    const { user } = open({
      'GET /api/admin/returns/:returnId': () => {
        reads += 1;
        return {
          body:
            reads === 1
              ? anAdminReturn()
              : anAdminReturn({
                  state: 'rejected',
                  rejectionReason: 'No tags',
                  rejectedAt: '2026-11-06T06:00:00.000Z',
                  version: 2,
                }),
        };
      },
      'POST /api/admin/returns/:returnId/approve': {
        status: 409,
        body: {
          success: false,
          message: 'Return R-B8C9D0-1 was rejected meanwhile by someone else; reload it to see its current state',
        },
      },
    });
    const approve = within(await screen.findByRole('form', { name: 'Approve' }));
    await user.click(approve.getByRole('radio', { name: 'Customer ships it' }));
    await user.click(approve.getByRole('button', { name: 'Approve return' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('was rejected meanwhile by someone else');
    expect(alert.textContent).toContain('This page now shows the return as it is.');
    expect(await screen.findByText('Rejected')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Approve' })).toBeNull());
    expect(screen.getByText('No tags')).toBeTruthy();
  });

  it('marks received with each line’s good and damaged units', async () => {
    const { user, api } = open({
      'GET /api/admin/returns/:returnId': {
        body: anAdminReturn({ state: 'approved', lines: [aReturnLine({ quantity: 2 })] }),
      },
      'POST /api/admin/returns/:returnId/receive': { body: anAdminReturn({ state: 'received', version: 3 }) },
    });
    const receive = within(await screen.findByRole('form', { name: 'Mark received' }));
    const good = receive.getByRole('spinbutton', { name: 'Good units of Aero Dry-Fit Tee (M)' });
    expect((good as HTMLInputElement).value).toBe('2');
    await user.clear(good);
    await user.type(good, '1');
    await user.type(receive.getByRole('spinbutton', { name: 'Damaged units of Aero Dry-Fit Tee (M)' }), '{backspace}1');
    await user.click(receive.getByRole('button', { name: 'Mark received' }));
    await waitFor(() => expect(api.calls('POST', `${PATH}/receive`)).toHaveLength(1));
    expect(api.calls('POST', `${PATH}/receive`)[0].body).toEqual({
      expectedVersion: 1,
      lines: [
        { line: 0, quantity: 1, condition: 'good' },
        { line: 0, quantity: 1, condition: 'damaged' },
      ],
    });
  });

  it('refunds each received line, prefilled with the price paid, after confirming the total', async () => {
    const { user, api } = open({
      'GET /api/admin/returns/:returnId': {
        body: anAdminReturn({ state: 'received', version: 3, lines: [aReturnLine({ receivedGood: 1 })] }),
      },
      'POST /api/admin/returns/:returnId/refund': {
        body: anAdminReturn({ state: 'refunded', version: 4, refund: { refundId: 'r', amount: 799 } }),
      },
    });
    const refund = within(await screen.findByRole('form', { name: 'Refund' }));
    expect(
      (refund.getByRole('textbox', { name: 'Refund for Aero Dry-Fit Tee (M) (₹)' }) as HTMLInputElement).value,
    ).toBe('799.00');
    await user.click(refund.getByRole('button', { name: 'Refund ₹799.00' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund ₹799.00 for return R-B8C9D0-1?' }));
    await user.click(dialog.getByRole('button', { name: 'Refund ₹799.00' }));
    await waitFor(() => expect(api.calls('POST', `${PATH}/refund`)).toHaveLength(1));
    const body = api.calls('POST', `${PATH}/refund`)[0].body as { refundId: string };
    expect(body).toEqual({ expectedVersion: 3, refundId: expect.any(String), lines: [{ line: 0, amount: 799 }] });
    expect(body.refundId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a refund the payment provider refused, offers the refund again, and says so in red when it is refused at once', async () => {
    const failure = {
      refundId: 'r1',
      amount: 799,
      reason: 'The payment is too old to refund',
      at: '2026-11-06T06:00:00.000Z',
    };
    const refused = anAdminReturn({
      state: 'received',
      version: 5,
      lines: [aReturnLine({ receivedGood: 1 })],
      refundFailure: failure,
    });
    const { user } = open({
      'GET /api/admin/returns/:returnId': { body: refused },
      'POST /api/admin/returns/:returnId/refund': {
        body: {
          ...anAdminReturn({ ...refused.return, version: 7, refundFailure: { ...failure, refundId: 'r2' } }),
          message:
            'The refund of return R-B8C9D0-1 failed: Card closed. Refund it again when the payment provider allows it',
        },
      },
    });
    expect(
      await screen.findByText(
        'The payment provider refused the refund of ₹799.00: The payment is too old to refund. Refund it again below.',
      ),
    ).toBeTruthy();
    const refund = within(screen.getByRole('form', { name: 'Refund' }));
    await user.click(refund.getByRole('button', { name: 'Refund ₹799.00' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund ₹799.00 for return R-B8C9D0-1?' }));
    await user.click(dialog.getByRole('button', { name: 'Refund ₹799.00' }));
    expect(await screen.findByText(/The refund of return R-B8C9D0-1 failed: Card closed/)).toBeTruthy();
  });

  it('ships a size exchange’s replacement with a carrier and AWB', async () => {
    const { user, api } = open({
      'GET /api/admin/returns/:returnId': {
        body: anAdminReturn({
          state: 'received',
          reason: 'size_exchange',
          photos: [],
          version: 3,
          lines: [aReturnLine({ receivedGood: 1, exchange: { size: 'L', colorVariantId: null, colorName: null } })],
        }),
      },
      'POST /api/admin/returns/:returnId/exchange': { body: anAdminReturn({ state: 'exchanged', version: 4 }) },
    });
    const exchange = within(await screen.findByRole('form', { name: 'Send the replacement' }));
    expect(exchange.getByText('Original, L')).toBeTruthy();
    await exchange.findByRole('option', { name: 'Delhivery' });
    await user.type(exchange.getByRole('textbox', { name: 'AWB' }), 'DL-X-0001');
    await user.click(exchange.getByRole('button', { name: 'Ship replacement' }));
    await waitFor(() => expect(api.calls('POST', `${PATH}/exchange`)).toHaveLength(1));
    expect(api.calls('POST', `${PATH}/exchange`)[0].body).toEqual({
      expectedVersion: 3,
      carrier: 'Delhivery',
      awb: 'DL-X-0001',
    });
  });
});

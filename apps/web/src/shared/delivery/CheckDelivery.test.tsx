import type { DeliveryEstimateResponse } from '@store/contracts';
import { screen } from '@testing-library/react';
import { fakeApi, type FakeRoutes } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import { CheckDelivery } from './CheckDelivery';
import { PINCODE_STORAGE_KEY } from './constants';

const ESTIMATE = 'GET /api/delivery/estimate';

const served = (pincode: string): DeliveryEstimateResponse => ({
  success: true,
  pincode,
  serviceable: true,
  minDays: 2,
  maxDays: 4,
  from: '2026-12-02',
  to: '2026-12-04',
});

function showWidget(routes: FakeRoutes, remembered?: string) {
  const api = fakeApi(routes);
  if (remembered) localStorage.setItem(PINCODE_STORAGE_KEY, remembered);
  return { ...renderWithApp(<CheckDelivery />), api };
}

const pincodeBox = () => screen.getByRole('textbox', { name: 'Pincode' }) as HTMLInputElement;

describe('Check delivery', () => {
  it("answers 'Delivery by Wed 2 Dec – Fri 4 Dec' for a served pincode and remembers it on this device", async () => {
    const { user, api } = showWidget({
      [ESTIMATE]: (request) => ({ body: served(request.query.get('pincode')!) }),
    });
    await user.type(pincodeBox(), '560025');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Delivery by Wed 2 Dec – Fri 4 Dec')).toBeTruthy();
    expect(api.calls('GET', '/api/delivery/estimate')[0].query.get('pincode')).toBe('560025');
    expect(localStorage.getItem(PINCODE_STORAGE_KEY)).toBe('560025');
  });

  it('says when the store does not deliver there, in the server’s words', async () => {
    const { user } = showWidget({
      [ESTIMATE]: {
        body: {
          success: true,
          pincode: '999001',
          serviceable: false,
          minDays: null,
          maxDays: null,
          from: null,
          to: null,
          message: 'We do not deliver to pincode 999001 yet',
        },
      },
    });
    await user.type(pincodeBox(), '999001');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('We do not deliver to pincode 999001 yet')).toBeTruthy();
  });

  it("refuses a malformed pincode without asking the server: 'Please enter a valid 6-digit pincode'", async () => {
    const { user, api } = showWidget({ [ESTIMATE]: { body: served('411001') } });
    await user.type(pincodeBox(), '0110ab01');
    expect(pincodeBox().value).toBe('011001');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('status').textContent).toBe('Please enter a valid 6-digit pincode');
    expect(pincodeBox().getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('GET', '/api/delivery/estimate')).toHaveLength(0);
  });

  it('checks the remembered pincode again when it shows', async () => {
    showWidget({ [ESTIMATE]: (request) => ({ body: served(request.query.get('pincode')!) }) }, '411001');
    expect(await screen.findByText('Delivery by Wed 2 Dec – Fri 4 Dec')).toBeTruthy();
    expect(pincodeBox().value).toBe('411001');
  });

  it('says it could not check when the server fails', async () => {
    const { user } = showWidget({ [ESTIMATE]: { status: 503 } });
    await user.type(pincodeBox(), '411001');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Could not check delivery right now. Please try again.')).toBeTruthy();
  });
});

import { screen, within } from '@testing-library/react';
import { fakeApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import { returnPolicy, returnPolicyNote, returnPolicyPromise } from './constants';
import { ReturnPolicyButton } from './ReturnPolicyButton';
import { ReturnPolicyList } from './ReturnPolicyList';
import { ReturnPolicyNote } from './ReturnPolicyNote';

const policyAnswer = (windowDays: number, exchangesEnabled: boolean) => ({
  'GET /api/returns/policy': { body: { success: true as const, windowDays, exchangesEnabled } },
});

describe('the return policy texts follow the server’s policy (issue #43)', () => {
  it('words a 3-day window without exchanges', () => {
    const policy = { windowDays: 3, exchangesEnabled: false };
    expect(returnPolicy(policy).slice(0, 2)).toEqual([
      'Returns are accepted within 3 days of delivery only.',
      'Only damaged or defective products can be returned.',
    ]);
    expect(returnPolicyNote(policy)).toBe('Easy 3-day returns on damaged or defective items.');
    expect(returnPolicyPromise(policy)).toBe('3-day easy returns');
  });

  it('words a 5-day window with size exchanges on', () => {
    const policy = { windowDays: 5, exchangesEnabled: true };
    expect(returnPolicy(policy).slice(0, 2)).toEqual([
      'Returns are accepted within 5 days of delivery only.',
      'Damaged or defective products can be returned, and sizes exchanged.',
    ]);
    expect(returnPolicyNote(policy)).toBe('Easy 5-day returns on damaged or defective items, and size exchanges.');
    expect(returnPolicyPromise(policy)).toBe('5-day easy returns');
  });

  it('words one day and the day of delivery only', () => {
    expect(returnPolicy({ windowDays: 1, exchangesEnabled: false })[0]).toBe(
      'Returns are accepted within 1 day of delivery only.',
    );
    expect(returnPolicy({ windowDays: 0, exchangesEnabled: false })[0]).toBe(
      'Returns are accepted on the day of delivery only.',
    );
    expect(returnPolicyNote({ windowDays: 0, exchangesEnabled: true })).toBe(
      'Returns on the day of delivery on damaged or defective items, and size exchanges.',
    );
  });

  it('shows the modal and the note from GET /api/returns/policy (5 days, exchanges on)', async () => {
    const api = fakeApi(policyAnswer(5, true));
    const { user } = renderWithApp(
      <div>
        <ReturnPolicyNote />
        <ReturnPolicyButton />
      </div>,
    );
    expect(
      await screen.findByText(/Easy 5-day returns on damaged or defective items, and size exchanges\./),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Return Policy' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Return Policy' }));
    expect(dialog.getByText('Returns are accepted within 5 days of delivery only.')).toBeTruthy();
    expect(dialog.getByText('Damaged or defective products can be returned, and sizes exchanged.')).toBeTruthy();
    expect(api.calls('GET', '/api/returns/policy')).toHaveLength(1);
  });

  it('uses the settings a screen already has without asking again', () => {
    const api = fakeApi(policyAnswer(5, true));
    renderWithApp(<ReturnPolicyList settings={{ windowDays: 7, exchangesEnabled: false }} />);
    expect(screen.getByText('Returns are accepted within 7 days of delivery only.')).toBeTruthy();
    expect(api.calls('GET', '/api/returns/policy')).toHaveLength(0);
  });

  it('never shows a default it does not know: loading, then the failure when the policy cannot be read', async () => {
    fakeApi({ 'GET /api/returns/policy': { status: 503 } });
    renderWithApp(<ReturnPolicyList />);
    expect(screen.getByText('Loading the return policy…')).toBeTruthy();
    expect(await screen.findByText(/The return policy could not be loaded/)).toBeTruthy();
    expect(screen.queryByText(/Returns are accepted/)).toBeNull();
  });
});

import { act, render, screen } from '@testing-library/react';
import { holdCountdown, PaymentCountdown } from './payment-countdown';

describe('the payment countdown (#45)', () => {
  const at = Date.parse('2026-11-29T20:00:00.000Z');
  const inSeconds = (seconds: number) => new Date(at + seconds * 1000).toISOString();

  it.each([
    [300, '5:00'],
    [299.2, '5:00'],
    [61, '1:01'],
    [9, '0:09'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
  ])('shows %p seconds left as %s', (seconds, text) => {
    expect(holdCountdown(inSeconds(seconds), at)).toEqual({ text, expired: false });
  });

  it.each([0, -30])('is over at or after the expiry (%p s)', (seconds) => {
    expect(holdCountdown(inSeconds(seconds), at)).toEqual({ text: '0:00', expired: true });
  });

  it('is over for an expiry it cannot read', () => {
    expect(holdCountdown('not a date', at).expired).toBe(true);
  });

  it('counts down every second and says so when the hold ends', () => {
    jest.useFakeTimers({ now: at });
    try {
      render(<PaymentCountdown expiresAt={inSeconds(2)} />);
      expect(screen.getByRole('timer').textContent).toBe('0:02');
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByRole('timer').textContent).toBe('0:01');
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByRole('alert').textContent).toMatch(/^The time to pay for this order is over/);
      expect(screen.queryByRole('timer')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});

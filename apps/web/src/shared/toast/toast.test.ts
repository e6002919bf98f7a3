import { formatPrice } from '../format-price';
import { currentToasts, toast } from './toast';

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    toast.dismiss();
    jest.useRealTimers();
  });

  it('shows success for 2000 ms, error and blank for 4000 ms, and loading until dismissed', () => {
    toast.success('saved');
    toast.error('failed');
    toast('note');
    const loading = toast.loading('working');
    jest.advanceTimersByTime(1999);
    expect(currentToasts().map((item) => item.message)).toEqual(['working', 'note', 'failed', 'saved']);
    jest.advanceTimersByTime(1);
    expect(currentToasts().map((item) => item.message)).toEqual(['working', 'note', 'failed']);
    jest.advanceTimersByTime(2000);
    expect(currentToasts().map((item) => item.message)).toEqual(['working']);
    jest.advanceTimersByTime(60_000);
    toast.dismiss(loading);
    expect(currentToasts()).toEqual([]);
  });

  it('keeps at most 20 toasts, the newest first', () => {
    for (let n = 1; n <= 25; n += 1) toast(`toast ${n}`);
    expect(currentToasts()).toHaveLength(20);
    expect(currentToasts()[0].message).toBe('toast 25');
  });

  it('lets a toast choose its duration', () => {
    toast.error('expired', { duration: 5000 });
    jest.advanceTimersByTime(4999);
    expect(currentToasts()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(currentToasts()).toHaveLength(0);
  });
});

describe('prices', () => {
  it('are rupees with two decimals', () => {
    expect(formatPrice(799)).toBe('₹799.00');
    expect(formatPrice(1299.5)).toBe('₹1,299.50');
  });
});

import { act, render, screen } from '@testing-library/react';
import { toast } from './toast';
import { Toaster } from './Toaster';

describe('toaster', () => {
  afterEach(() => act(() => toast.dismiss()));

  it('has its live region from the first render, before any toast', () => {
    const { container } = render(<Toaster />);
    expect(container.querySelector('[aria-live="polite"]')).not.toBeNull();
  });

  it('shows a toast put before its chunk has loaded, and an error as an alert', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Added to cart!');
      toast.error('Failed to subscribe');
    });
    expect((await screen.findByRole('status')).textContent).toBe('Added to cart!');
    expect(screen.getByRole('alert').textContent).toBe('Failed to subscribe');
  });
});

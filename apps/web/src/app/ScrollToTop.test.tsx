import { act, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { renderWithApp } from '../testing/render';
import { ScrollToTop } from './ScrollToTop';

describe('scroll to top', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('scrolls smoothly to the top 100 ms after a route change', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = renderWithApp(
      <>
        <ScrollToTop />
        <Link to="/collections">Shop</Link>
      </>,
      { fakeTimers: true },
    );
    act(() => jest.advanceTimersByTime(100));
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'Shop' }));
    act(() => jest.advanceTimersByTime(99));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});

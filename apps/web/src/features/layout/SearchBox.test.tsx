import { act, screen } from '@testing-library/react';
import { renderWithApp } from '../../testing/render';
import { SearchBox } from './SearchBox';

function renderSearch() {
  return renderWithApp(
    <div>
      <SearchBox />
      <p>Outside</p>
    </div>,
    { fakeTimers: true },
  );
}

describe('header search box', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("expands a text box with placeholder 'Search products...' and focuses it after 100 ms", async () => {
    const { user } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const box = screen.getByPlaceholderText('Search products...');
    expect(document.activeElement).not.toBe(box);
    act(() => jest.advanceTimersByTime(100));
    expect(document.activeElement).toBe(box);
  });

  it('goes to /collections?search={URL-encoded text} for a non-empty trimmed term, then clears and closes', async () => {
    const { user, location } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByPlaceholderText('Search products...'), '  gym tee & shorts {enter}');
    expect(location().pathname).toBe('/collections');
    expect(location().search).toBe('?search=gym%20tee%20%26%20shorts');
    expect(screen.queryByPlaceholderText('Search products...')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((screen.getByPlaceholderText('Search products...') as HTMLInputElement).value).toBe('');
  });

  it('ignores a submit with an empty trimmed term', async () => {
    const { user, location } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByPlaceholderText('Search products...'), '   {enter}');
    expect(location().pathname).toBe('/');
    expect(screen.getByPlaceholderText('Search products...')).toBeTruthy();
  });

  it('closes on Escape', async () => {
    const { user } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByPlaceholderText('Search products...'), 'tee{Escape}');
    expect(screen.queryByPlaceholderText('Search products...')).toBeNull();
  });

  it('closes on a click outside', async () => {
    const { user } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByPlaceholderText('Search products...')).toBeNull();
  });
});

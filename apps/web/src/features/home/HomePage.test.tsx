import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aBanner, aHeroImage, aProduct } from '../../testing/fixtures';
import { fakeApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import { BrandStory } from './BrandStory';
import { CategoryTiles } from './CategoryTiles';
import { HeroCarousel } from './HeroCarousel';
import { homeApi } from './home-api';
import { createStore } from '../../testing/store';
import { ProductRail } from './ProductRail';
import { ServiceStrip } from './ServiceStrip';

describe('new arrivals and best sellers', () => {
  it('shows 8 placeholder cards while loading', async () => {
    fakeApi({ 'GET /api/products/new-arrivals': () => new Promise(() => undefined) });
    renderWithApp(<ProductRail kind="newArrivals" />);
    const loading = screen.getByRole('status', { name: 'Loading new arrivals' });
    expect(within(loading).getAllByTestId('product-placeholder')).toHaveLength(8);
  });

  it("shows 'Connection Issue' with 'Unable to load new arrivals. Please try again.' and a Retry that loads again", async () => {
    let fail = true;
    const api = fakeApi({
      'GET /api/products/new-arrivals': () =>
        fail
          ? { status: 500 as const, body: { success: false as const, message: 'Internal server error' } }
          : { body: { success: true as const, products: [aProduct()] } },
    });
    const { user } = renderWithApp(<ProductRail kind="newArrivals" />);
    expect(await screen.findByText('Connection Issue')).toBeTruthy();
    expect(screen.getByText('Unable to load new arrivals. Please try again.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Aero Dry-Fit Tee' })).toBeTruthy();
    expect(api.calls('GET', '/api/products/new-arrivals')).toHaveLength(2);
  });

  it("says '...best sellers...' in the best sellers' error", async () => {
    fakeApi({ 'GET /api/products/best-sellers': { status: 503, body: {} } });
    renderWithApp(<ProductRail kind="bestSellers" />);
    expect(await screen.findByText('Unable to load best sellers. Please try again.')).toBeTruthy();
  });

  it("shows 'No Best Sellers Yet' ('Check back soon for our most popular products!') with a Browse All Products link", async () => {
    fakeApi({ 'GET /api/products/best-sellers': { body: { success: true, products: [] } } });
    renderWithApp(<ProductRail kind="bestSellers" />);
    expect(await screen.findByText('No Best Sellers Yet')).toBeTruthy();
    expect(screen.getByText('Check back soon for our most popular products!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse All Products' }).getAttribute('href')).toBe('/collections');
  });

  it("shows 'No New Arrivals Yet' ('Check back soon for the latest gym wear!') when none is topwear or bottomwear", async () => {
    fakeApi({
      'GET /api/products/new-arrivals': {
        body: { success: true, products: [aProduct({ category: 'shoes' as never })] },
      },
    });
    renderWithApp(<ProductRail kind="newArrivals" />);
    expect(await screen.findByText('No New Arrivals Yet')).toBeTruthy();
    expect(screen.getByText('Check back soon for the latest gym wear!')).toBeTruthy();
  });

  it('lists only topwear and bottomwear products', async () => {
    fakeApi({
      'GET /api/products/new-arrivals': {
        body: {
          success: true,
          products: [
            aProduct({ _id: 'a', name: 'Tee' }),
            aProduct({ _id: 'b', name: 'Cap', category: 'accessories' as never }),
            aProduct({ _id: 'c', name: 'Shorts', category: 'bottomwear' }),
          ],
        },
      },
    });
    renderWithApp(<ProductRail kind="newArrivals" />);
    await screen.findByRole('link', { name: 'Tee' });
    expect(screen.getByRole('link', { name: 'Shorts' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Cap' })).toBeNull();
  });
});

describe('hero carousel', () => {
  /** A browser where the carousel is below the fold: its IntersectionObserver never reports it. */
  function outOfView() {
    const observe = jest.fn();
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = jest.fn(() => ({
      observe,
      disconnect: jest.fn(),
    }));
    return observe;
  }
  afterEach(() => delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver);

  it('loads only once visible', async () => {
    const observe = outOfView();
    const api = fakeApi({ 'GET /api/hero-images/active': { status: 500, body: {} } });
    renderWithApp(<HeroCarousel />);
    await waitFor(() => expect(observe).toHaveBeenCalled());
    expect(screen.queryByRole('group')).toBeNull();
    expect(api.calls('GET', '/api/hero-images/active')).toHaveLength(0);
  });

  it('shows the slides already in the store (a server-rendered page’s) at once, without waiting to be visible', async () => {
    outOfView();
    fakeApi({ 'GET /api/hero-images/active': { status: 500, body: {} } });
    const store = createStore();
    await store.dispatch(homeApi.endpoints.getHeroSlides.initiate());
    renderWithApp(<HeroCarousel />, { store });
    expect(screen.getAllByRole('group')).toHaveLength(5);
  });

  it('falls back to the five bundled images when the fetch fails', async () => {
    fakeApi({ 'GET /api/hero-images/active': { status: 500, body: {} } });
    renderWithApp(<HeroCarousel />);
    expect(await screen.findByRole('button', { name: 'Go to slide 5' })).toBeTruthy();
    expect(screen.getAllByRole('group')).toHaveLength(5);
    expect(screen.getByRole('img', { name: 'Athlete in ThreadFit training tee' }).getAttribute('src')).toBe(
      '/hero/hero-1.svg',
    );
  });

  it('fetches the first slide’s image ahead of everything and lets the others wait', async () => {
    fakeApi({ 'GET /api/hero-images/active': { status: 500, body: {} } });
    renderWithApp(<HeroCarousel />);
    await screen.findByRole('button', { name: 'Go to slide 5' });
    const [first, ...others] = screen.getAllByRole('group').map((slide) => slide.querySelector('img')!);
    expect([first.getAttribute('fetchpriority'), first.getAttribute('loading')]).toEqual(['high', 'eager']);
    for (const image of others) expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('shows the active images in order, with previous/next buttons and dots, and caches them in the session for 5 minutes', async () => {
    const api = fakeApi({
      'GET /api/hero-images/active': {
        body: {
          success: true,
          heroImages: [
            aHeroImage({ _id: 'b', title: 'Second', image: { url: '/b.jpg', altText: 'B' }, order: 2 }),
            aHeroImage({
              _id: 'a',
              title: 'First',
              image: { url: '/a.jpg', altText: 'A' },
              order: 1,
              buttonText: 'Shop Now',
              link: '/collections',
            }),
          ],
        },
      },
    });
    const { user, unmount } = renderWithApp(<HeroCarousel />);
    const first = await screen.findByRole('group', { name: '1 of 2' });
    expect(within(first).getByRole('heading', { name: 'First' })).toBeTruthy();
    expect(first.getAttribute('aria-hidden')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('group', { name: '2 of 2' }).getAttribute('aria-hidden')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('group', { name: '1 of 2' }).getAttribute('aria-hidden')).toBe('false');
    expect(screen.getByRole('button', { name: 'Go to slide 1' }).getAttribute('aria-current')).toBe('true');
    unmount();

    expect(JSON.parse(sessionStorage.getItem('hero-images-cache')!).images).toHaveLength(2);
    renderWithApp(<HeroCarousel />);
    await screen.findByRole('group', { name: '1 of 2' });
    expect(api.calls('GET', '/api/hero-images/active')).toHaveLength(1);
  });

  it("shows an image added with 'Add Images' without the placeholder headline 'Hero Image 1', with a 'Shop Now' button to /collections", async () => {
    fakeApi({
      'GET /api/hero-images/active': {
        body: {
          success: true,
          heroImages: [
            aHeroImage(),
            aHeroImage({
              _id: 'hero-2',
              title: 'Monsoon Drop',
              link: '/collections?category=topwear',
              buttonText: 'Shop Tees',
              order: 1,
            }),
          ],
        },
      },
    });
    const { user } = renderWithApp(<HeroCarousel />);
    const added = await screen.findByRole('group', { name: '1 of 2' });
    expect(within(added).queryByRole('heading')).toBeNull();
    expect(within(added).queryByText(/Hero Image 1/i)).toBeNull();
    expect(within(added).getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/collections');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    const edited = screen.getByRole('group', { name: '2 of 2' });
    expect(within(edited).getByRole('heading', { name: 'Monsoon Drop' })).toBeTruthy();
    expect(within(edited).getByRole('link', { name: 'Shop Tees' }).getAttribute('href')).toBe(
      '/collections?category=topwear',
    );
  });
});

describe('hero autoplay', () => {
  afterEach(() => jest.useRealTimers());

  it('moves to the next slide every 5 s and loops back to the first', async () => {
    sessionStorage.setItem(
      'hero-images-cache',
      JSON.stringify({
        savedAt: Date.now(),
        images: ['a', 'b'].map((id, order) => ({
          _id: id,
          title: id,
          image: { url: `/${id}.jpg` },
          order,
          isActive: true,
        })),
      }),
    );
    fakeApi();
    renderWithApp(<HeroCarousel />);
    await screen.findByRole('group', { name: '1 of 2' });
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    // Hovering pauses the autoplay; leaving restarts its 5 s wait (now on the fake clock).
    const carousel = screen.getByRole('group', { name: '1 of 2' }).parentElement!.parentElement!;
    fireEvent.mouseEnter(carousel);
    fireEvent.mouseLeave(carousel);
    const current = () =>
      screen
        .getAllByRole('group')
        .find((slide) => slide.getAttribute('aria-hidden') === 'false')
        ?.getAttribute('aria-label');
    act(() => jest.advanceTimersByTime(4999));
    expect(current()).toBe('1 of 2');
    act(() => jest.advanceTimersByTime(1));
    expect(current()).toBe('2 of 2');
    act(() => jest.advanceTimersByTime(5000));
    expect(current()).toBe('1 of 2');
  });
});

describe('home sections', () => {
  it('shows the two category tiles with default images and alt text when no banner is set', async () => {
    fakeApi({ 'GET /api/collection-banners': { status: 500, body: {} } });
    renderWithApp(<CategoryTiles />);
    expect((await screen.findByRole('img', { name: 'Topwear Collection' })).getAttribute('src')).toBe(
      '/banners/topwear.svg',
    );
    expect(screen.getByRole('img', { name: 'Bottomwear Collection' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Bottomwear Collection/ }).getAttribute('href')).toBe(
      '/collections?category=bottomwear',
    );
  });

  it("uses the admin's banner for a category", async () => {
    fakeApi({
      'GET /api/collection-banners': {
        body: {
          success: true,
          banners: [
            aBanner({
              _id: '1',
              category: 'topwear',
              imageUrl: '/up/top.jpg',
              altText: 'Summer tees',
              title: 'Summer Tees',
            }),
          ],
        },
      },
    });
    renderWithApp(<CategoryTiles />);
    expect((await screen.findByRole('img', { name: 'Summer tees' })).getAttribute('src')).toBe('/up/top.jpg');
  });

  it('tells the brand story: 1000+ happy athletes, 50+ premium styles, 24/7 support, 100% quality assured', () => {
    renderWithApp(<BrandStory />);
    for (const text of [
      '1000+',
      'Happy Athletes',
      '50+',
      'Premium Styles',
      '24/7',
      'Support',
      '100%',
      'Quality Assured',
    ])
      expect(screen.getByText(text)).toBeTruthy();
  });

  it('promises fast shipping with all-India delivery, quality materials and easy returns in the server’s window', async () => {
    fakeApi({ 'GET /api/returns/policy': { body: { success: true, windowDays: 5, exchangesEnabled: false } } });
    renderWithApp(<ServiceStrip />);
    for (const text of ['Fast Shipping', 'All-India delivery', 'Quality Materials'])
      expect(screen.getByText(text)).toBeTruthy();
    expect(await screen.findByText('5-day easy returns')).toBeTruthy();
  });
});

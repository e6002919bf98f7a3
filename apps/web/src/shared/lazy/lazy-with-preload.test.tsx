import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyWithPreload } from './lazy-with-preload';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('a lazily loaded component', () => {
  it('fetches its module on first render and shows it once loaded', async () => {
    const load = jest.fn(async () => Greeting);
    const Lazy = lazyWithPreload(load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="Asha" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Asha')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without a fallback, when preloaded; and fetches its module only once', async () => {
    const load = jest.fn(async () => Greeting);
    const Lazy = lazyWithPreload(load);
    await act(() => Lazy.preload());
    await Lazy.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="Ravi" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ravi')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the fetch again after one failed (offline)', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const Lazy = lazyWithPreload(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import { lazy, type ComponentType } from 'react';

/** A React.lazy component whose module can also be fetched ahead of its first render. */
export type PreloadableComponent<Props> = ComponentType<Props> & { preload: () => Promise<unknown> };

/**
 * A component kept out of the first-load script: its module is its own chunk, fetched by
 * `preload()` or on first render, whichever comes first, and fetched once. For what renders
 * nothing until a click or a timer (a drawer, a dialog, a menu), so the server-rendered page and
 * its hydration never wait on it; render it inside a <Suspense>.
 */
export function lazyWithPreload<Props>(load: () => Promise<ComponentType<Props>>): PreloadableComponent<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined; // a failed fetch (offline) is tried again by the next preload or render
        throw error;
      },
    ));
  return Object.assign(lazy(preload), { preload }) as unknown as PreloadableComponent<Props>;
}

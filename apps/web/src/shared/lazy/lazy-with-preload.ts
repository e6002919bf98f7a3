import { createElement, lazy, type ComponentType } from 'react';

/** A React.lazy component whose module can also be fetched ahead of its first render. */
export type PreloadableComponent<Props extends object> = ComponentType<Props> & { preload: () => Promise<unknown> };

/**
 * A component kept out of the first-load script: its module is its own chunk, fetched by
 * `preload()` or on first render, whichever comes first, and fetched once. For what renders
 * nothing until a click or a timer (a drawer, a dialog, a menu), so the server-rendered page and
 * its hydration never wait on it; render it inside a <Suspense>. Once preloaded it renders at
 * once, without suspending for a frame.
 */
export function lazyWithPreload<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): PreloadableComponent<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        loading = undefined; // a failed fetch (offline) is tried again by the next preload or render
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  const Preloadable = (props: Props) => createElement(loaded ?? Lazy, props);
  return Object.assign(Preloadable, { preload });
}

import { lazy, useState, type ComponentType } from 'react';

/** A code-split component that can be loaded ahead of its first render. */
export type LazyScreen<P extends object> = ComponentType<P> & {
  /** Loads the chunk; once it has arrived, new instances render it without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` plus `preload()`. A prerendered page is hydrated only after the chunks of its route
 * have arrived (they are `modulepreload`ed in its HTML): a screen already loaded then renders
 * directly, without the Suspense boundary around it waiting dehydrated for its code. An instance
 * keeps the form it first rendered in (lazy or direct), so it never remounts when the chunk lands.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Screen(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  Screen.displayName = 'LazyScreen';
  return Object.assign(Screen, { preload });
}

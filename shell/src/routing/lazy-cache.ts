import { createElement, use, type ComponentType } from 'react';
import type { LazyComponent, LazyWidget } from '@hospital/shared-types';

// One entry per load function. Unlike React.lazy, a component whose code has arrived (fetched ahead of a
// move, or before hydration) renders at once: no suspense, no fallback, no reveal throttling. A rejected
// load is forgotten by Retry, so the chunk is fetched again.
interface Entry {
  promise: Promise<ComponentType<object>>;
  component?: ComponentType<object>;
  /** The module's other exports (a widget's `preload`). */
  module?: Record<string, unknown>;
}

const entries = new Map<object, Entry>();
const components = new Map<object, ComponentType<object>>();

function entryOf(load: LazyComponent<object>): Entry {
  let entry = entries.get(load);
  if (!entry) {
    const created: Entry = {
      promise: load().then((module) => {
        created.component = module.default;
        created.module = module;
        return module.default;
      }),
    };
    // Kept as a rejection for whoever renders it; nobody else needs to hear of it.
    created.promise.catch(() => undefined);
    entry = created;
    entries.set(load, entry);
  }
  return entry;
}

/** Fetches a page's or widget's code (once); resolves when it has arrived, rejects when it could not. */
export function preloadLazy<P extends object>(load: LazyComponent<P>): Promise<unknown> {
  return entryOf(load as LazyComponent<object>).promise;
}

/** Fetches a widget's code (once), then has it start fetching its data for these props. */
export async function preloadWidget<P extends object>(load: LazyWidget<P>, props: P): Promise<void> {
  const entry = entryOf(load as LazyComponent<object>);
  await entry.promise;
  const preload = entry.module?.preload;
  if (typeof preload === 'function') (preload as (props: P) => void)(props);
}

/** True once the code of `load` has arrived. */
export function isLoaded<P extends object>(load: LazyComponent<P>): boolean {
  return entries.get(load)?.component !== undefined;
}

/** A component that renders the loaded one, suspending (inside the caller's Suspense) until it arrives. */
export function lazyOf<P extends object>(load: LazyComponent<P>): ComponentType<P> {
  let component = components.get(load);
  if (!component) {
    const loadAny = load as LazyComponent<object>;
    component = function Lazy(props: object) {
      const entry = entryOf(loadAny);
      return createElement(entry.component ?? use(entry.promise), props);
    };
    components.set(load, component);
  }
  return component as ComponentType<P>;
}

export function forgetLazy(load: object): void {
  const entry = entries.get(load);
  if (entry && !entry.component) entries.delete(load);
}

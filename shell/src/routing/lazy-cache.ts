import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LazyComponent } from '@hospital/shared-types';

// React.lazy keeps a rejected import forever; Retry forgets it so the chunk is fetched again.
const cache = new Map<object, unknown>();

export function lazyOf<P extends object>(load: LazyComponent<P>): LazyExoticComponent<ComponentType<P>> {
  let component = cache.get(load) as LazyExoticComponent<ComponentType<P>> | undefined;
  if (!component) {
    component = lazy(load);
    cache.set(load, component);
  }
  return component;
}

export function forgetLazy(load: object): void {
  cache.delete(load);
}

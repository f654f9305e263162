import { lazy, type LazyExoticComponent } from 'react';
import type { BlockLoader, BlockModule } from './block-registry';

const components = new WeakMap<BlockLoader, LazyExoticComponent<BlockModule['default']>>();
const loads = new WeakMap<BlockLoader, Promise<BlockModule>>();

/** Starts (once) the chunk of a renderer; called for every block of a page at once, so chunks load in parallel. */
export function preloadBlock(loader: BlockLoader): Promise<BlockModule> {
  let load = loads.get(loader);
  if (!load) {
    load = loader();
    loads.set(loader, load);
  }
  return load;
}

export function lazyBlock(loader: BlockLoader): LazyExoticComponent<BlockModule['default']> {
  let component = components.get(loader);
  if (!component) {
    component = lazy(() => preloadBlock(loader));
    components.set(loader, component);
  }
  return component;
}

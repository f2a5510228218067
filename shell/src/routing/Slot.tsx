import { Suspense, useMemo } from 'react';
import { slotOwner, type LazyComponent, type SlotProps } from '@hospital/shared-types';
import { useRemote } from './remote-context';
import { lazyOf } from './lazy-cache';
import { RemoteBoundary } from './RemoteBoundary';
import { LoadingPanel } from './StatusPanels';
import { useNearViewport } from './use-near-viewport';
import styles from './Slot.module.css';

/**
 * Renders a widget another remote offers (the booking form in the home page's band, a doctor's next
 * free times), with the props the page gives it, so that remotes never import each other. The
 * widget's remote loads when the slot nears the viewport; while the owner is unavailable, or its
 * release does not offer the widget (an older contract), the page's fallback shows.
 */
export function Slot({ name, fallback, props }: SlotProps) {
  const owner = slotOwner(name);
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const state = useRemote(owner, near);
  // The name picks the props type (SlotWidgetProps); the slot only passes them through.
  const load = (state.status === 'ready' ? state.definition.widgets?.[name] : undefined) as LazyComponent<object> | undefined;
  const Widget = useMemo(() => (load ? lazyOf(load) : null), [load]);

  // Nothing until near, even if the owner is loaded already: the first render is the same on every visit,
  // so a prerendered page hydrates (docs/architecture.md#server-rendering).
  const failed = near && (state.status === 'failed' || (state.status === 'ready' && !Widget));
  return (
    <div ref={ref} className={failed ? undefined : styles.slot} data-slot={name} data-remote={owner}>
      {failed ? (
        fallback
      ) : near && Widget ? (
        <RemoteBoundary remote={owner} fallback={() => fallback}>
          <Suspense fallback={<LoadingPanel />}>
            <Widget {...props} />
          </Suspense>
        </RemoteBoundary>
      ) : (
        near && <LoadingPanel />
      )}
    </div>
  );
}

import { Suspense, useMemo } from 'react';
import { slotOwner, type SlotProps } from '@hospital/shared-types';
import { useRemote } from './remote-context';
import { lazyOf } from './lazy-cache';
import { RemoteBoundary } from './RemoteBoundary';
import { LoadingPanel } from './StatusPanels';

/**
 * Renders a widget another remote offers (the booking form in the home page's band), so that
 * remotes never import each other. While the owner is unavailable the page's fallback shows.
 */
export function Slot({ name, fallback }: SlotProps) {
  const owner = slotOwner(name);
  const state = useRemote(owner);
  const load = state.status === 'ready' ? state.definition.widgets?.[name] : undefined;
  const Widget = useMemo(() => (load ? lazyOf(load) : null), [load]);

  if (state.status === 'idle' || state.status === 'loading') return <LoadingPanel />;
  if (!Widget) return <>{fallback}</>;
  return (
    <div className="remote-slot" data-slot={name} data-remote={owner}>
      <RemoteBoundary remote={owner} fallback={() => fallback}>
        <Suspense fallback={<LoadingPanel />}>
          <Widget />
        </Suspense>
      </RemoteBoundary>
    </div>
  );
}

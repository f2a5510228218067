import { Suspense, useMemo } from 'react';
import { usePageLanguage } from '@hospital/hospital-data';
import { type RemoteName, type ShellServices } from '@hospital/shared-types';
import { useRemote } from './remote-context';
import { lazyOf } from './lazy-cache';
import { RemoteBoundary } from './RemoteBoundary';
import { LoadingPanel, UnavailablePanel } from './StatusPanels';
import { useRetry } from './use-retry';
import { Slot } from './Slot';
import { PageShown } from '../app/page-shown';

const shellServices: ShellServices = { Slot };

interface Props {
  remote: RemoteName;
  /** The route pattern, as in the shared route table and the remote's definition. */
  path: string;
}

/** Mounts the page a remote exposes for `path`, or a panel while the remote cannot be had. */
export function RemotePage({ remote, path }: Props) {
  const state = useRemote(remote);
  const language = usePageLanguage();
  const { retry, retrying } = useRetry(remote);
  const route = state.status === 'ready' ? state.definition.routes.find((r) => r.path === path) : undefined;
  const Page = useMemo(() => (route ? lazyOf(route.load) : null), [route]);

  if (state.status === 'idle' || state.status === 'loading') return <LoadingPanel />;
  if (state.status === 'failed' || !route || !Page) {
    if (state.status === 'ready') console.error(`Remote "${remote}" exposes no route for ${path}.`);
    return (
      <>
        <UnavailablePanel onRetry={() => void retry()} retrying={retrying} />
        <PageShown />
      </>
    );
  }
  return (
    <div className="remote-page" data-remote={remote} data-release={state.definition.release}>
      <RemoteBoundary
        key={path}
        remote={remote}
        fallback={(reset) => (
          <>
            <UnavailablePanel onRetry={() => void retry(route.load, reset)} retrying={retrying} />
            <PageShown />
          </>
        )}
      >
        {/* Route titles are English: another language says only that the page is loading. */}
        <Suspense fallback={<LoadingPanel label={language === 'en' ? `Loading ${route.title}` : undefined} />}>
          <Page shell={shellServices} />
          <PageShown />
        </Suspense>
      </RemoteBoundary>
    </div>
  );
}

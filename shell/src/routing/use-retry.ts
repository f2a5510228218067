import { useCallback, useState } from 'react';
import type { RemoteName } from '@hospital/shared-types';
import { useRemoteLoader } from './remote-context';
import { forgetLazy } from './lazy-cache';

/**
 * Retry for a remote's part of the page: reload the remote if it never arrived, otherwise fetch
 * the failed chunk again and render anew.
 */
export function useRetry(remote: RemoteName) {
  const loader = useRemoteLoader();
  const [retrying, setRetrying] = useState(false);
  const retry = useCallback(
    async (chunk?: object, reset?: () => void) => {
      setRetrying(true);
      try {
        if (chunk) forgetLazy(chunk);
        await loader.retry(remote);
      } finally {
        setRetrying(false);
        reset?.();
      }
    },
    [loader, remote],
  );
  return { retry, retrying };
}

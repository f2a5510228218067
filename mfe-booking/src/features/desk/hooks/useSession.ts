import { useCallback, useEffect, useState } from 'react';
import type { StaffSessionAnswer } from '@hospital/booking-contract';
import type { StaffClient } from '../api/staff-client';

export type SessionState =
  { kind: 'checking' } | { kind: 'signed-out'; notice: string | null } | { kind: 'signed-in'; session: StaffSessionAnswer };

/** Who is signed in, as the server says (the cookie is HttpOnly): the CSRF token kept in memory only. */
export function useSession(client: StaffClient) {
  const [state, setState] = useState<SessionState>({ kind: 'checking' });

  const signedIn = useCallback(
    (session: StaffSessionAnswer) => {
      client.setCsrfToken(session.csrfToken);
      setState({ kind: 'signed-in', session });
    },
    [client],
  );
  const signedOut = useCallback(
    (notice: string | null) => {
      client.setCsrfToken('');
      setState({ kind: 'signed-out', notice });
    },
    [client],
  );

  useEffect(() => {
    const controller = new AbortController();
    client.session(controller.signal).then(
      (outcome) => (outcome.ok ? signedIn(outcome.value) : signedOut(outcome.status === 401 ? null : outcome.message)),
      () => undefined,
    );
    return () => controller.abort();
  }, [client, signedIn, signedOut]);

  const signOut = async () => {
    await client.signOut();
    signedOut('You have signed out.');
  };

  return { state, signedIn, signedOut, signOut };
}

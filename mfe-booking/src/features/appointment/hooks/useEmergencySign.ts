import { useCallback, useDeferredValue, useEffect, useMemo, useState, type ComponentType } from 'react';

type Matcher = (text: string) => boolean;
interface Loaded {
  matcher: Matcher;
  /** The prompt itself, loaded with the matcher: it shows in the render that finds a sign, not a moment later. */
  Notice: ComponentType;
}

// The matcher, its transliteration tables and the prompt are heavier than the rest of the form's first load: they
// come when the patient first reaches the message field, once for every form on the page.
let loading: Promise<Loaded> | undefined;
const loadMatcher = () =>
  (loading ??= Promise.all([
    import(/* webpackChunkName: "emergency-signs" */ '../data/emergency-signs'),
    import(/* webpackChunkName: "emergency-signs" */ '../components/EmergencySigns'),
  ]).then(([signs, notice]) => ({ matcher: signs.mentionsEmergencySign, Notice: notice.default })));

/**
 * Whether the message names an emergency sign, and `prepare` for the message field's focus. Until the matcher
 * has come, and if it cannot come, the answer is false: the prompt never stands in the booking's way.
 */
export function useEmergencySign(message: string): { found: boolean; Notice?: ComponentType; prepare: () => void } {
  const [loaded, setLoaded] = useState<Loaded>();
  const prepare = useCallback(() => {
    loadMatcher().then(
      (both) => setLoaded(both),
      () => {
        // Offline or a failed chunk: the next focus or keystroke tries again.
        loading = undefined;
      },
    );
  }, []);
  // A message typed without a focus event (dictation, autofill) loads it too.
  useEffect(() => {
    if (message && !loaded) prepare();
  }, [message, loaded, prepare]);
  // A long message takes some milliseconds to read: keystrokes go first.
  const deferred = useDeferredValue(message);
  const found = useMemo(() => (loaded ? loaded.matcher(deferred) : false), [loaded, deferred]);
  return { found, prepare, ...(loaded ? { Notice: loaded.Notice } : {}) };
}

import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';

type Matcher = (text: string) => boolean;

// The matcher and its transliteration tables are heavier than the rest of the form's first load: they come
// when the patient first reaches the message field, once for every form on the page.
let loading: Promise<Matcher> | undefined;
const loadMatcher = () =>
  (loading ??= import(/* webpackChunkName: "emergency-signs" */ '../data/emergency-signs').then((module) => module.mentionsEmergencySign));

/**
 * Whether the message names an emergency sign, and `prepare` for the message field's focus. Until the matcher
 * has come, and if it cannot come, the answer is false: the prompt never stands in the booking's way.
 */
export function useEmergencySign(message: string): { found: boolean; prepare: () => void } {
  const [matcher, setMatcher] = useState<Matcher>();
  const prepare = useCallback(() => {
    loadMatcher().then(
      (loaded) => setMatcher(() => loaded),
      () => {
        // Offline or a failed chunk: the next focus or keystroke tries again.
        loading = undefined;
      },
    );
  }, []);
  // A message typed without a focus event (dictation, autofill) loads it too.
  useEffect(() => {
    if (message && !matcher) prepare();
  }, [message, matcher, prepare]);
  // A long message takes some milliseconds to read: keystrokes go first.
  const deferred = useDeferredValue(message);
  const found = useMemo(() => (matcher ? matcher(deferred) : false), [matcher, deferred]);
  return { found, prepare };
}

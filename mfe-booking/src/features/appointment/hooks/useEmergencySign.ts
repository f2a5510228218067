import { useCallback, useDeferredValue, useEffect, useMemo, useState, type ComponentType } from 'react';
import type * as EmergencySigns from '../components/EmergencySigns';

type Signs = typeof EmergencySigns;

// The matcher, its transliteration tables and the prompt are heavier than the rest of the form's first load: they
// come together (the prompt is drawn in the render that finds a sign, not a moment later) when the patient first
// focuses any field, once for every form on the page: by the message they are there, and a prompt arriving late
// would move the payment buttons under a finger.
let loading: Promise<Signs> | undefined;
const loadSigns = () => (loading ??= import(/* webpackChunkName: "emergency-signs" */ '../components/EmergencySigns'));

/**
 * Whether the message names an emergency sign, the prompt to show then, and `prepare` for the form's
 * focus. Until the matcher has come, and if it cannot come, the answer is false: the prompt never stands in the
 * booking's way.
 */
export function useEmergencySign(message: string): { found: boolean; Notice: ComponentType | undefined; prepare: () => void } {
  const [signs, setSigns] = useState<Signs>();
  const prepare = useCallback(() => {
    loadSigns().then(setSigns, () => {
      // Offline or a failed chunk: the next focus or keystroke tries again.
      loading = undefined;
    });
  }, []);
  // A message typed without a focus event (dictation, autofill) loads it too.
  useEffect(() => {
    if (message && !signs) prepare();
  }, [message, signs, prepare]);
  // A long message takes some milliseconds to read: keystrokes go first.
  const deferred = useDeferredValue(message);
  const found = useMemo(() => (signs ? signs.mentionsEmergencySign(deferred) : false), [signs, deferred]);
  return { found, Notice: signs?.default, prepare };
}

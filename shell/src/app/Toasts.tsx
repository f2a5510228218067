import { ToastContainer, toast, type Id } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/** At most this many toasts on screen: more covered most of a phone. */
export const MAX_TOASTS = 3;

// The newest are kept: a fourth toast closes the oldest (react-toastify's own limit queues the new ones instead).
// Watched from the moment this module loads, before the container mounts: toasts raised while it loaded
// (taps on a slow phone) are added all at once when it mounts, before any effect of this component would run.
const shown: Id[] = [];
toast.onChange(({ id, status }) => {
  if (status === 'added') {
    shown.push(id);
    while (shown.length > MAX_TOASTS) toast.dismiss(shown.shift());
  } else if (status === 'removed') {
    const at = shown.indexOf(id);
    if (at >= 0) shown.splice(at, 1);
  }
});

/** The page's one toast container (docs/product-rules.md#toasts); remotes raise toasts through the shared library. */
export function Toasts() {
  return <ToastContainer position="top-right" autoClose={5000} draggable draggablePercent={80} />;
}

import { useEffect } from 'react';
import { ToastContainer, toast, type Id } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/** At most this many toasts on screen: more covered most of a phone. */
export const MAX_TOASTS = 3;

/** The page's one toast container (docs/product-rules.md#toasts); remotes raise toasts through the shared library. */
export function Toasts() {
  useEffect(() => {
    // The newest are kept: a fourth toast closes the oldest (react-toastify's own limit queues the new ones instead).
    const shown: Id[] = [];
    return toast.onChange(({ id, status }) => {
      if (status === 'added') {
        shown.push(id);
        while (shown.length > MAX_TOASTS) toast.dismiss(shown.shift());
      } else if (status === 'removed') {
        const at = shown.indexOf(id);
        if (at >= 0) shown.splice(at, 1);
      }
    });
  }, []);
  return <ToastContainer position="top-right" autoClose={5000} draggable draggablePercent={80} />;
}

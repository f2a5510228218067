// The shop's toasts through the shell's shared react-toastify, fetched on the first toast instead of with the
// page: it was 9.5 KB gzip of /shop's and /cart's first-load JavaScript, and a toast always follows a click.

import type * as ReactToastify from 'react-toastify';

type Kind = 'success' | 'error' | 'warning' | 'info';

let library: Promise<typeof ReactToastify> | undefined;

function raise(kind: Kind, text: string): void {
  library ??= import('react-toastify');
  library.then(
    ({ toast }) => {
      toast[kind](text);
    },
    () => {
      // Offline with the library never fetched: this toast is lost, the next one asks again.
      library = undefined;
    },
  );
}

export const toast = {
  success: (text: string) => raise('success', text),
  error: (text: string) => raise('error', text),
  warning: (text: string) => raise('warning', text),
  info: (text: string) => raise('info', text),
};

import { RELEASES_URL } from '../paths';

/** Where the shell's and the releases' built files live: a missing file there is a 404, never a page. */
const FILE_FOLDERS = ['/static/', `${RELEASES_URL}/`];

/**
 * Whether an address names a page (the shell answers it, whatever the Accept header says) rather than
 * a file: files have an extension, or live in the build folders.
 */
export function isPageAddress(pathname: string): boolean {
  if (FILE_FOLDERS.some((folder) => pathname.startsWith(folder)) || pathname === RELEASES_URL) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !/\.[A-Za-z0-9]+$/.test(last);
}

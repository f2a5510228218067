import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { packageDir } from '../paths';

/** Style elements the shell writes at run time, as the library ships them. */
const INJECTED_STYLESHEETS = [
  // react-toastify's ToastContainer puts this text in a <style> element (the shell also links the file).
  'react-toastify/dist/ReactToastify.css',
];

/**
 * CSP sources for the style elements the shell's libraries write into the page, hashed from the files the
 * shell is built with (resolved from its package), so the policy follows a library upgrade.
 */
export function shellStyleHashes(shell = packageDir('shell')): string[] {
  const resolve = createRequire(path.join(shell, 'package.json')).resolve;
  return INJECTED_STYLESHEETS.flatMap((stylesheet) => {
    try {
      return [
        `'sha256-${createHash('sha256')
          .update(readFileSync(resolve(stylesheet)))
          .digest('base64')}'`,
      ];
    } catch {
      // Not installed: the shell cannot have been built with it either.
      return [];
    }
  });
}

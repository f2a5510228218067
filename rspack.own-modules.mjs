// A build holds only its own package's code and the shared libraries: never a file of another remote (a
// booking-only change must rebuild booking alone, docs/ownership.md). Checked on the build's module graph,
// so an import that slips past the lint zones still fails the build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
/** The remotes' package folders (each with everything its team owns under it, e.g. mfe-booking/contract). */
export const REMOTE_FOLDERS = ['mfe-content', 'mfe-booking', 'mfe-shop'].map((folder) => path.join(ROOT, folder));

/** The modules of a build (their files) that belong to a remote other than the package at `dir`. */
export function foreignModules(dir, files) {
  const own = path.resolve(dir);
  const foreign = REMOTE_FOLDERS.filter((folder) => folder !== own);
  return [...new Set(files.filter((file) => file && foreign.some((folder) => file.startsWith(`${folder}${path.sep}`))))].sort();
}

export class OwnModulesPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('OwnModulesPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('OwnModulesPlugin', (modules) => {
        const files = [...(modules ?? compilation.modules)]
          .map((module) => module.resource ?? module.nameForCondition?.() ?? '')
          .map((file) => file.split('?')[0]);
        const found = foreignModules(this.dir, files);

        if (found.length > 0) {
          const shown = found
            .slice(0, 5)
            .map((file) => path.relative(ROOT, file))
            .join(', ');
          // Thrown: it fails the build (an error pushed here would not reach the exit code).
          throw new Error(`This build holds another remote's code (${found.length} files): ${shown}`);
        }
      });
    });
  }
}

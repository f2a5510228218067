// V8's explicit compile hints (Chrome 136 and later): a script that starts with `//# allFunctionsCalledOnLoad`
// has all its functions compiled at once, on a background thread while it downloads, instead of one by one
// on the main thread as each is first called. Worth it only for a script whose functions nearly all run while
// a page starts: the shell's entry (the federation runtime and the shell's start) and React DOM.
import { rspack } from '@rspack/core';

const HINT = '//# allFunctionsCalledOnLoad\n';

export class CompileHintsPlugin {
  /** @param {(file: string, modules: string[]) => boolean} wanted  by file name and the paths of its modules */
  constructor(wanted) {
    this.wanted = wanted;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification, which would drop the comment.
        { name: 'CompileHintsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        () => {
          for (const chunk of compilation.chunks) {
            const modules = compilation.chunkGraph.getChunkModules(chunk).map((module) => module.resource ?? module.identifier());
            for (const file of chunk.files) {
              if (!file.endsWith('.js') || !this.wanted(file, modules)) continue;
              compilation.updateAsset(file, (source) => new rspack.sources.ConcatSource(HINT, source));
            }
          }
        },
      );
    });
  }
}

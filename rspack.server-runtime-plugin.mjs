// A federation runtime plugin built into every server container (shell and remotes; rspack.factory.mjs).
// The site's renderer (shell/src/server/) sets `globalThis.__hospitalServer` before it loads a container:
// - publicPath: where the browser finds this container's browser files, from the deployment map, so an image
//   a server-rendered page names is the browser release's own file;
// - chunkLoaded: told of every chunk the container is asked for, and of the shared modules that chunk
//   consumes, so the renderer knows which browser files the page it rendered will load
//   (rspack.chunk-origins.mjs): a shared module no other build provides comes from this container's own files.
/* global __webpack_require__ */

const HOOK = '__hospitalServer';

export default function serverRuntimePlugin() {
  return {
    name: 'hospital-server-container',
    beforeInit(args) {
      const server = globalThis[HOOK];
      const name = args.options.name;
      if (server && !__webpack_require__.__hospitalRecorded) {
        __webpack_require__.__hospitalRecorded = true;
        const publicPath = server.publicPath(name);
        if (publicPath) __webpack_require__.p = publicPath;
        const ensure = __webpack_require__.e;
        const consumes = __webpack_require__.consumesLoadingData ?? {};
        const sharedOf = (chunkId) =>
          (consumes.chunkMapping?.[chunkId] ?? []).map((id) => consumes.moduleIdToConsumeDataMapping?.[id]?.shareKey).filter(Boolean);
        __webpack_require__.e = (chunkId) => {
          server.chunkLoaded(name, String(chunkId), sharedOf(chunkId));
          return ensure(chunkId);
        };
      }
      return args;
    },
  };
}

// Writes a remote's routes.json (ROUTE_LIST_FILE in the contract) beside its entry script: the addresses
// its code declares (src/route-list.ts), read at build time, so the shell and the site server know a
// release's pages without running its code, even while its files cannot load.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROUTE_LIST_SOURCE = path.join('src', 'route-list.ts');
export const ROUTE_LIST_FILE = 'routes.json';

/** Only the fields a route list has, in one order: the same routes always give the same bytes. */
export const routeListJson = (routes) =>
  `${JSON.stringify(routes.map(({ path: address, personal, unlisted }) => ({ path: address, ...(personal ? { personal } : {}), ...(unlisted ? { unlisted } : {}) })))}\n`;

/** Evaluates the remote's route list module (TypeScript, through tsx) in this process. */
export async function readRouteList(source) {
  const { tsImport } = await import('tsx/esm/api');
  const module = await tsImport(pathToFileURL(source).href, import.meta.url);
  const routes = module.routeList ?? module.default?.routeList ?? module.default;
  if (!Array.isArray(routes) || routes.length === 0) throw new Error(`${source} exports no routeList`);
  return routes;
}

export class RouteListPlugin {
  constructor(source) {
    this.source = source;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    let json = null;
    const read = async () => {
      json = routeListJson(await readRouteList(this.source));
    };
    compiler.hooks.beforeRun.tapPromise('RouteListPlugin', read);
    compiler.hooks.watchRun.tapPromise('RouteListPlugin', read);
    compiler.hooks.thisCompilation.tap('RouteListPlugin', (compilation) => {
      compilation.fileDependencies.add(this.source);
      compilation.hooks.processAssets.tap(
        { name: 'RouteListPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (json !== null) compilation.emitAsset(ROUTE_LIST_FILE, new RawSource(json));
        },
      );
    });
  }
}

// The route lists the remotes' sources declare (what each build writes to its release as routes.json), for
// tests that need the site's real addresses without a build.
import path from 'node:path';
import { REMOTE_NAMES, ROUTE_LIST_FILE, siteRoutes, type ListedRoute, type OwnedRoute, type RouteLists } from '@hospital/shared-types';
import { packageDir } from '../paths';

export function declaredRouteLists(): RouteLists {
  const lists: RouteLists = {};
  for (const remote of REMOTE_NAMES) {
    // A computed path: the remotes' sources are not part of this package (jest compiles them as it loads them).
    const source = path.join(packageDir(remote), 'src', 'route-list.ts');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous load the fuzz arbitraries need at import time
    lists[remote] = (require(source) as { routeList: readonly ListedRoute[] }).routeList;
  }
  return lists;
}

export const declaredRoutes = (): OwnedRoute[] => siteRoutes(declaredRouteLists());

/** Writes each remote's declared list into the live release the map names, as its build would. */
export async function writeRouteLists(folders: Partial<Record<string, string>>): Promise<void> {
  const { mkdir, writeFile } = await import('node:fs/promises');
  const lists: RouteLists = {};
  // By import(): the site process under tsx is ES modules, where require() cannot load them.
  for (const remote of REMOTE_NAMES) {
    lists[remote] = (
      (await import(path.join(packageDir(remote), 'src', 'route-list.ts'))) as { routeList: readonly ListedRoute[] }
    ).routeList;
  }
  for (const [remote, folder] of Object.entries(folders)) {
    if (!folder) continue;
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, ROUTE_LIST_FILE), JSON.stringify(lists[remote as keyof RouteLists] ?? []));
  }
}

import { ROUTES, type RemoteName } from '@hospital/shared-types';

/** A real address for each route pattern, with parameters that exist in the remotes' data. */
const examples: Record<string, string> = {
  ':slug@/department-single/:slug': 'general-medicine',
  ':slug@/service-single/:slug': 'general-medicine',
  ':slug@/team-single/:slug': '',
  ':id@/package-single/:id': '1',
  ':slug@/product-single/:slug': '',
};

export function exampleUrl(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? (examples[`:${name}@${path}`] || name));
}

export const routesOf = (remote: RemoteName) => ROUTES.filter((route) => route.remote === remote);
export const allRoutes = ROUTES;

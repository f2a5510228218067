// Lets Node import a remote's source modules outside the bundler: images and styles become their file
// name, as the bundler would give a URL. Used to read route data at release time.
import { register } from 'node:module';

const hooks = `
const ASSET = /\\.(svg|png|webp|avif|jpe?g|woff2?|css)$/;
export async function load(url, context, next) {
  if (ASSET.test(url)) {
    return { format: 'module', shortCircuit: true, source: 'export default ' + JSON.stringify(url.split('/').pop()) + ';' };
  }
  return next(url, context);
}
`;

register(`data:text/javascript,${encodeURIComponent(hooks)}`, import.meta.url);

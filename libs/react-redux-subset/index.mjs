// What the site uses of React Redux, shared under the share key `react-redux` (rspack.factory.mjs) in place of
// the whole library: a shared module ships whole, and the bindings we never call (connect above all) were
// half of its 3.6 KB gzip on every page. Imported through `react-redux/alternate-renderers`, the same file
// under another name, so this module is not itself taken for the shared one. Releases built with the whole library
// consume `react-redux` too and use nothing else, so they still find the one store.
export { Provider, useDispatch, useSelector, useStore } from 'react-redux/alternate-renderers';

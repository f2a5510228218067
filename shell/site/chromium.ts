/**
 * Debian's Chromium, which every browser the project starts runs on (the prerenderer, the browser
 * tests, the benchmarks): nothing downloads a browser. CHROME_PATH points elsewhere.
 */
export const chromiumPath = (): string => process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags for a headless run on a machine with a closed network: without the networking ones Chromium
 * floods it with refused connections at every start. */
export const QUIET_ARGS: readonly string[] = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** For the test and benchmark tools, which may run as root (CI does). The prerenderer, which opens pages
 * for the server, keeps Chromium's sandbox on (prerender/browser.ts). */
export const CHROMIUM_ARGS: readonly string[] = ['--no-sandbox', ...QUIET_ARGS];

// What the shell's service worker, the shell and the site server agree on (docs/features.md, "Offline and installing").

/** The shell's own page shown for an address that is neither cached nor reachable. */
export const OFFLINE_PATH = '/offline';
/** The service worker's script: at the site's root, so its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';
/** The web app manifest every page links to. */
export const WEB_APP_MANIFEST_URL = '/manifest.webmanifest';
/** Set on `<html>` by the worker when it answers an address with the offline page. */
export const OFFLINE_FALLBACK_ATTRIBUTE = 'data-offline-fallback';

import { isIP } from 'node:net';
import { list } from './kit';

/**
 * TRUST_PROXY: which proxies' X-Forwarded-For (and -Proto) a server believes. Unset: none, the socket's
 * address is the visitor's. A comma-separated list of addresses or CIDR ranges (the load balancers), a
 * number of hops, or `true` (every hop: only when nothing but the proxy can reach the server).
 */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

export const TRUST_PROXY_EXPECTED = 'true, false, a number of hops, or addresses/CIDR ranges separated by commas';

/** The entries of a list that are neither an address nor a CIDR range. */
export function badProxyEntries(raw: string): string[] {
  return list(raw).filter((entry) => {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    return !family || !validBits || rest.length > 0;
  });
}

/** What Fastify's `trustProxy` option takes, from the setting (checked by the settings first). */
export function trustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  const bad = badProxyEntries(value);
  if (bad.length > 0) throw new Error(`TRUST_PROXY must be ${TRUST_PROXY_EXPECTED}; "${bad[0]}" is none of these`);
  return list(value);
}

/** Problems of a TRUST_PROXY value, for the settings check. */
export function trustProxyProblems(raw: string | undefined): string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || /^(true|false|\d+)$/.test(value)) return [];
  return badProxyEntries(value).map((entry) => `TRUST_PROXY must be ${TRUST_PROXY_EXPECTED} ("${entry}" is none of these)`);
}

import { isIP } from 'node:net';

/**
 * TRUST_PROXY: which proxies' X-Forwarded-For (and -Proto) the site server believes. Unset: none, the
 * socket's address is the visitor's. A comma-separated list of addresses or CIDR ranges (the load
 * balancers), a number of hops, or `true` (every hop: only when nothing but the proxy can reach the server).
 */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

export function trustProxy(raw: string | undefined = process.env.TRUST_PROXY): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!family || !validBits || rest.length > 0) {
      throw new Error(`TRUST_PROXY must be true, a number of hops, or addresses/CIDR ranges separated by commas; "${entry}" is none of these`);
    }
  }
  return entries;
}

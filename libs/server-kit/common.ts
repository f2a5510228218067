// Settings both servers read under one name: each server's own process reads its own value.
import { oneOf, port, text, whole, type Env, type Mode, type SettingsCheck } from './kit';
import { trustProxyProblems } from './trust-proxy';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const commonSettings = (defaults: { port: number; host: string }) => ({
  NODE_ENV: oneOf(['development', 'production', 'test'], {
    default: 'development',
    description: 'The production start sets production: the settings marked required must be set, and nothing local stands in for them.',
  }),
  PORT: port({
    default: defaults.port,
    description: 'The port the server listens on (the production start gives each booking API instance its own: API_PORT + n).',
  }),
  HOST: text({ default: defaults.host, description: 'The address it listens on (0.0.0.0: every interface).' }),
  TRUST_PROXY: text({
    description:
      "Proxies whose X-Forwarded-For and X-Forwarded-Proto are believed: their addresses or CIDR ranges (10.0.0.0/8), a number of hops, or true (every hop). Unset: none, the socket's address is the visitor's.",
    example: '10.0.0.0/8',
  }),
  LOG_LEVEL: oneOf(LOG_LEVELS, { default: 'info', description: 'The least severe log lines written (one JSON line per request at info).' }),
  REQUEST_TIMEOUT_MS: whole({
    default: 30_000,
    minimum: 100,
    description:
      "A request's headers and body must arrive within this, its headers within 10 s, or it is answered 408 and the connection closed; an idle connection is closed after twice this.",
  }),
  KEEP_ALIVE_TIMEOUT_MS: whole({
    default: 5_000,
    minimum: 100,
    description: 'How long a kept-alive connection waits for its next request (behind a load balancer: longer than its idle time-out).',
  }),
});

export const checkTrustProxy = (env: Env): SettingsCheck => ({ problems: trustProxyProblems(env.TRUST_PROXY) });

/** An origin: scheme, host and port, nothing after. */
export const isOrigin = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
};

/** The mode a process runs in: `npm run serve` sets NODE_ENV=production. */
export const modeOf = (env: Env): Mode => (env.NODE_ENV === 'production' ? 'production' : 'development');

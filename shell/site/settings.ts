// The site server's environment variables (npm start and npm run serve): the one place they are named,
// typed, defaulted and described; docs/configuration.md's table and .env.example are written from here.
import { Type } from '@sinclair/typebox';
import {
  checkTrustProxy,
  commonSettings,
  defineSettings,
  modeOf,
  port,
  readSettings,
  SettingsRefusal,
  text,
  whole,
  type Env,
} from '@hospital/server-kit';

export const siteSettings = defineSettings({
  title: 'the site server',
  schema: Type.Object({
    ...commonSettings({ port: 8080, host: 'localhost' }),
    SITE_DIR: text({
      default: '.site',
      description: 'The folder of the deployment map (remotes.json) and every published release, relative to the checkout.',
    }),
    BOOKING_API_INSTANCES: whole({
      default: 1,
      minimum: 1,
      maximum: 16,
      description: 'Booking API processes to start (several need DATABASE_URL); /api is balanced between them.',
    }),
    API_PORT: port({ defaultText: 'PORT + 710', description: 'The first API process’s port on 127.0.0.1; the next ones follow it.' }),
    METRICS_PORT: port({
      example: '9464',
      description:
        'Serves the site server’s Prometheus metrics at /metrics on this port (of METRICS_HOST) only, never on the public one. Unset: no metrics listener.',
    }),
    METRICS_HOST: text({ default: '127.0.0.1', description: 'The address of the metrics listener.' }),
    CANARY_MIN_VISITS: whole({
      default: 100,
      minimum: 10,
      maximum: 1_000_000,
      description:
        'Visits on each side (live and canary) before a canary may be ended by itself for failing visitors more often (docs/operations.md, "Canaries").',
    }),
    MAIL_CATCHER_PORT: port({ defaultText: 'PORT + 2', description: 'npm start only, without SMTP_URL: the local mail catcher’s port.' }),
    PAYMENT_STAND_IN_PORT: port({
      defaultText: 'PORT + 3',
      description: 'npm start only, without RAZORPAY_* keys: the port of the local stand-in payment gateway (no money moves).',
    }),
  }),
  checks: [checkTrustProxy],
});

export type SiteSettings = NonNullable<ReturnType<typeof checkSiteSettings>['values']>;

/** The settings checked against the schema, in the mode the environment says (NODE_ENV). */
export const checkSiteSettings = (env: Env) => readSettings(siteSettings, env, modeOf(env));

/** The site server's settings, or a refusal (thrown) listing every problem. */
export function loadSiteSettings(env: Env = process.env): SiteSettings {
  const { values, problems } = checkSiteSettings(env);
  if (!values) throw new SettingsRefusal('The site server', problems);
  return values;
}

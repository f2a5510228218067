// GET /healthz: the process answers (its event loop turns). GET /readyz: it can take bookings: the event loop
// is not late (loop-watch.ts), the database answers, its schema is this code's, and the outbox is not falling
// behind (mail is going out). Both on the API's own port,
// outside /api, so only the site server, a balancer or monitoring reach them.
import type { FastifyPluginAsync } from 'fastify';
import { MIGRATIONS } from '../db/migrations/index';
import type { BookingDatabase } from '../db/open';
import type { OutboxRepository } from '../features/outbox/repository';
import type { ApiMetrics } from './metrics';
import { answerUnderPressure } from './loop-watch';
import { answers, object, oneOfText } from './schemas';

export interface HealthOptions {
  database: Pick<BookingDatabase, 'ping' | 'schemaVersion'>;
  outbox: Pick<OutboxRepository, 'backlog'>;
  /** /readyz fails when the oldest due message is older than this. */
  outboxLagMs: number;
  metrics: ApiMetrics;
  now: () => Date;
}

type Check = { ok: boolean; detail?: string };

const LATEST = MIGRATIONS.at(-1)?.version ?? 0;
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const healthPlugin: FastifyPluginAsync<HealthOptions> = async (app, { database, outbox, outboxLagMs, metrics, now }) => {
  const tags = ['operations'];
  const config = answerUnderPressure;
  app.get(
    '/healthz',
    {
      config,
      schema: {
        summary: 'Ok while the process runs',
        tags,
        response: answers({ 200: object({ status: oneOfText(['ok']) }, ['status']) }, []),
      },
    },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/readyz',
    {
      config,
      schema: {
        summary:
          'Ready when the event loop is on time, the database answers, its schema is current and the outbox keeps up; 503 names what is not',
        tags,
      },
    },
    async (_request, reply) => {
      const checks: Record<string, Check> = { eventLoop: app.loopCheck() };
      try {
        await database.ping();
        checks.database = { ok: true };
        const version = await database.schemaVersion();
        checks.migrations =
          version === LATEST ? { ok: true } : { ok: false, detail: `the database is at version ${version}, this code's is ${LATEST}` };
        const { due, oldestDueAt } = await outbox.backlog(now());
        const lagMs = oldestDueAt ? now().getTime() - oldestDueAt.getTime() : 0;
        checks.outbox =
          lagMs <= outboxLagMs
            ? { ok: true, detail: `${due} due` }
            : {
                ok: false,
                detail: `${due} messages due, the oldest for ${Math.round(lagMs / 1000)} s (limit ${Math.round(outboxLagMs / 1000)} s): are they being sent?`,
              };
      } catch (error) {
        checks.database = { ok: false, detail: `the database does not answer: ${message(error)}` };
      }
      const ready = Object.values(checks).every((check) => check.ok);
      return reply
        .code(ready ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({ ready, checks });
    },
  );

  app.get('/metrics', { config, schema: { summary: 'Prometheus metrics of this instance', tags } }, async (_request, reply) =>
    reply
      .type(metrics.registry.contentType)
      .header('Cache-Control', 'no-store')
      .send(await metrics.registry.metrics()),
  );
};

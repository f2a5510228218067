import type { FastifyPluginAsync } from 'fastify';
import { answers, object, oneOfText } from './schemas';

/** GET /api/health: ok once the database answers. */
export const healthPlugin: FastifyPluginAsync<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.get(
    '/api/health',
    { schema: { summary: 'Ok once the database answers', tags: ['operations'], response: answers({ 200: object({ status: oneOfText(['ok']) }, ['status']) }, []) } },
    async () => {
      await ping();
      return { status: 'ok' };
    },
  );
};

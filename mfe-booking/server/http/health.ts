import type { FastifyPluginAsync } from 'fastify';

/** GET /api/health: ok once the database answers. */
export const healthPlugin: FastifyPluginAsync<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.get('/api/health', async () => {
    await ping();
    return { status: 'ok' };
  });
};

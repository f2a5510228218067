// The OpenAPI 3 document of every route, built by @fastify/swagger from the schemas the routes declare,
// served at /api/openapi.json for the hospital's other systems.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER_NAME } from '@hospital/booking-contract';
import { object, text } from './schemas';

export const OPENAPI_PATH = '/api/openapi.json';

/** Registered before the routes: it collects each route as it is added. */
export async function registerOpenApi(app: FastifyInstance, { siteUrl }: { siteUrl: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Ashraya Hospital booking API',
        version: '1.0.0',
        description:
          'Free times, booking, the patient’s manage link, and the appointments desk. Every refusal is { success: false, message }; the patient’s routes (/api/appointments/…) answer in the language of Accept-Language (te, hi, else English).',
      },
      servers: [{ url: siteUrl }],
      tags: [
        { name: 'booking', description: 'Free times and booking' },
        { name: 'manage', description: 'The patient’s manage link and look-up' },
        { name: 'desk', description: 'The appointments desk (/staff): a staff session' },
        { name: 'operations', description: 'Health and this document' },
      ],
      components: {
        securitySchemes: {
          staffSession: {
            type: 'apiKey',
            in: 'cookie',
            name: 'hospital_staff',
            description: `The desk's session; every POST also needs ${CSRF_HEADER_NAME} and this site's Origin`,
          },
          adminToken: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN, for machine access to the listing' },
        },
      },
    },
  });
  app.get(
    OPENAPI_PATH,
    { schema: { summary: 'This document', tags: ['operations'], response: { 200: object({ openapi: text() }, ['openapi']) } } },
    async () => app.swagger(),
  );
}

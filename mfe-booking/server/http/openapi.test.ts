import SwaggerParser from '@apidevtools/swagger-parser';
import type { RouteOptions } from 'fastify';
import { startServer, type RunningServer } from '../test/harness';
import { OPENAPI_PATH } from './openapi';

interface Document {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown[] }>>;
}

describe('the OpenAPI document', () => {
  let server: RunningServer;
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    server = await startServer({ onRoute: (route) => void routes.push(route) });
  });
  afterAll(() => server.stop());

  it('is served at /api/openapi.json, valid OpenAPI 3, and lists every route the API registers', async () => {
    const reply = await server.get(OPENAPI_PATH);
    expect(reply.status).toBe(200);
    const document = reply.body as unknown as Document;
    expect(document.openapi).toMatch(/^3\./);
    // Validates against the OpenAPI 3 schema and resolves every reference (a copy: it dereferences in place).
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();

    // Fastify's path syntax (:token) becomes OpenAPI's ({token}); HEAD is GET's twin.
    const registered = routes
      .flatMap((route) =>
        (Array.isArray(route.method) ? route.method : [route.method]).map((method) => `${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`),
      )
      // OPTIONS * is the CORS preflight of every address, not an operation.
      .filter((route) => !route.startsWith('HEAD ') && route !== 'OPTIONS *')
      .sort();
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(registered);
    expect(documented).toEqual(
      expect.arrayContaining([
        'POST /api/appointments/book-appointment',
        'GET /api/appointments/slots',
        'POST /api/staff/sign-in',
        'GET /api/openapi.json',
      ]),
    );
  });

  it('describes the booking payload from the contract, every refusal as { success: false, message }, and who may call the desk', async () => {
    const document = (await server.get(OPENAPI_PATH)).body as unknown as Document;
    const book = document.paths['/api/appointments/book-appointment']?.post as unknown as {
      requestBody: { content: Record<string, { schema: { required: string[]; properties: Record<string, unknown> } }> };
      responses: Record<string, { content: Record<string, { schema: { required: string[] } }> }>;
    };
    const payload = book.requestBody.content['application/json']?.schema;
    expect(payload?.required).toEqual(
      expect.arrayContaining(['fullName', 'age', 'gender', 'email', 'phone', 'service', 'preferredDate', 'preferredTime', 'paymentMethod']),
    );
    expect(Object.keys(payload?.properties ?? {})).toEqual(expect.arrayContaining(['whatsapp', 'doctor', 'message', 'address']));
    for (const code of ['400', '409', '422', '429', '500'])
      expect(book.responses[code]?.content['application/json']?.schema.required).toEqual(['success', 'message']);
    expect(document.paths['/api/staff/users']?.get?.security).toEqual([{ staffSession: [] }]);
  });
});

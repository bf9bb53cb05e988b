// OpenAPI document generated from the zod route schemas, browsable at /api/docs. Every operation lists its error
// answers (plugins/documented-errors.ts); files served outside /api (the legal texts) are not API calls.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { withDocumentedErrors, type DocumentedRoute } from './documented-errors';

export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'CollabHub API', version: '1.0.0', description: 'The calls of the CollabHub web app.' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } },
      },
    },
    transform: (input) => {
      const route = { url: input.url, schema: input.schema, config: input.route.config } as DocumentedRoute;
      const schema = input.url.startsWith('/api/') ? withDocumentedErrors(route) : { ...input.schema, hide: true };
      return jsonSchemaTransform({ ...input, schema: schema as typeof input.schema });
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

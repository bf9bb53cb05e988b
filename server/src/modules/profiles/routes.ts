import type { FastifyInstance } from 'fastify';
import { PROFILE_REQUIRED_MESSAGE, updateProfileRequestSchema, userChannelSchema } from 'shared-api';
import { requireAuthentication, requireUser, writeLimit, type AppDeps } from '../../deps';
import { HttpError } from '../../errors';

export async function profileRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = deps.profiles;
  requireAuthentication(app);

  app.post('/api/updateProfile', {
    config: {
      ...writeLimit(deps),
      plainTextErrors: [400],
      errors: {
        400: `A field is invalid, or "${PROFILE_REQUIRED_MESSAGE}" when the category, a language or the status is missing.`,
        403: 'Account not registered: call /api/register first.',
      },
    },
    // The body is documented here and validated by the service, which answers in plain text (SPEC §7), so the
    // route's own validation is a pass-through.
    validatorCompiler: () => (value) => ({ value }),
    schema: {
      tags: ['profile'],
      security: [{ bearer: [] }],
      body: updateProfileRequestSchema,
      description:
        'Body `{payloadMap: {...}}` or the fields unwrapped. Errors are plain text (SPEC §7); a missing category, ' +
        `language or status answers 400 "${PROFILE_REQUIRED_MESSAGE}". Success returns the updated userChannel.`,
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    try {
      return reply.send(userChannelSchema.parse(await service.update(user, request.body)));
    } catch (err) {
      if (err instanceof HttpError) {
        return reply.status(err.statusCode).type('text/plain; charset=utf-8').send(err.message);
      }
      throw err;
    }
  });
}

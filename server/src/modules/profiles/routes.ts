import type { FastifyInstance } from 'fastify';
import { PROFILE_REQUIRED_MESSAGE, userChannelSchema } from 'shared-api';
import { requireAuthentication, requireUser, writeLimit, type AppDeps } from '../../deps';
import { HttpError } from '../../errors';

export async function profileRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = deps.services.profiles;
  requireAuthentication(app);

  app.post('/api/updateProfile', {
    config: writeLimit(deps),
    schema: {
      tags: ['profile'],
      security: [{ bearer: [] }],
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

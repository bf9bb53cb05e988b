import type { FastifyInstance } from 'fastify';
import { generatedSvgRoute } from './generated-svg-route';
import { avatarSvg } from './svg';

export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  generatedSvgRoute(app, {
    url: '/api/avatars/:file',
    description: 'Public. Generated SVG avatar with initials for a seed, e.g. /api/avatars/golden-chef-42.svg.',
    render: avatarSvg,
  });
}

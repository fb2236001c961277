// Root-relative media of a real backend (CRMEB's default avatar /static/f.png, its /uploads/... files) live on the
// mall's origin, not ours: a browser asking the storefront for them is sent there (302) instead of a 404. The
// pages' CSP allows the mall's origin (content-security-policy.ts). Not for the embedded demo mall, whose pictures
// come through /api/*.
import type { FastifyInstance } from 'fastify';

/** the folders CRMEB serves its files from, relative to its web root */
export const MALL_MEDIA_PREFIXES = ['/static/', '/uploads/'] as const;

export function registerMallMedia(app: FastifyInstance, mallOrigin: string | undefined): void {
  if (!mallOrigin) return;
  for (const prefix of MALL_MEDIA_PREFIXES) {
    app.route({
      method: ['GET', 'HEAD'],
      url: `${prefix}*`,
      handler: async (request, reply) => reply.redirect(`${mallOrigin}${request.url}`, 302),
    });
  }
}

// The platform module: site configuration, home groups, hot keywords, version, agreements, articles, zone
// options and the platform's pictures. All of it is seeded content, built once per start.
import type { FastifyPluginAsync } from 'fastify';
import { registerPictureRoutes } from '../core/picture-routes.ts';
import { registerArticleRoutes } from './article-routes.ts';
import { createPlatformContent } from './content.ts';
import { createPlatformPictures, PLATFORM_PICTURE_KINDS } from './platform-pictures.ts';
import { registerSiteRoutes } from './site-routes.ts';
import type { SiteSwitches } from './site-switches.ts';

export interface PlatformModuleOptions {
  /** the title of a seckill slot (owned by the catalogue), for its banner picture */
  seckillSlotTitle(slotId: number): string | undefined;
  /** /api/config's feature switches */
  switches: Readonly<SiteSwitches>;
}

export const platformModule: FastifyPluginAsync<PlatformModuleOptions> = async (app, { seckillSlotTitle, switches }) => {
  const content = createPlatformContent();
  registerSiteRoutes(app, switches);
  registerArticleRoutes(app, content);
  registerPictureRoutes(app, PLATFORM_PICTURE_KINDS, createPlatformPictures(content, seckillSlotTitle));
};

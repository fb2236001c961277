// The platform's drawn pictures: banners (top, hot lists, home carousel, seckill slots), news and the site logo/QR.
import { colourFor, renderPicture, renderPseudoQr, type AssetKind } from '../core/pictures.ts';
import type { PlatformContent } from './content.ts';
import { hotBanners, PC_HOME_BANNER, PC_TOP_BANNER, SITE } from './seed/seed-site.ts';

export const PLATFORM_PICTURE_KINDS = ['banner', 'news', 'site'] as const satisfies readonly AssetKind[];

/** `seckillSlotTitle` comes from the catalogue, which owns the seckill slots. */
export function createPlatformPictures(content: PlatformContent, seckillSlotTitle: (slotId: number) => string | undefined) {
  return (kind: AssetKind, id: string): string | null => {
    const [head = '', tail = ''] = id.split('-');
    const n = Number.parseInt(head, 10);
    switch (kind) {
      case 'banner': {
        if (id === 'top')
          return renderPicture({ width: 1200, height: 80, title: String(PC_TOP_BANNER.title ?? ''), colour: '#e93323', style: 'poster' });
        if (head === 'hot') {
          const banner = hotBanners(tail)[0];
          const title = String(banner?.title ?? '');
          return banner
            ? renderPicture({ width: 1200, height: 300, title, subtitle: SITE.site_name, colour: colourFor(tail), style: 'poster' })
            : null;
        }
        if (head === 'seckill') {
          const title = seckillSlotTitle(Number(tail));
          return title ? renderPicture({ width: 1200, height: 200, title: `限时秒杀 ${title}`, colour: '#e93323', style: 'poster' }) : null;
        }
        // Drawn at the size of the storefront's carousel slot (beside the category menu), so nothing is cropped.
        const banner = PC_HOME_BANNER[n - 1];
        const subtitle = `${SITE.site_name} · 企业采购一站式平台`;
        return banner
          ? renderPicture({
              width: 760,
              height: 444,
              title: String(banner.title ?? ''),
              subtitle,
              colour: colourFor(`banner${n}`),
              style: 'poster',
            })
          : null;
      }
      case 'news': {
        if (head === 'cate') {
          const c = content.articleCategoryById.get(Number(tail));
          return c
            ? renderPicture({ width: 750, height: 360, title: c.title, colour: colourFor(`ac${c.article_category_id}`), style: 'poster' })
            : null;
        }
        const a = content.articleById.get(n);
        return a
          ? renderPicture({ width: 750, height: 360, title: a.title, subtitle: a.author, colour: colourFor(`a${a.cid}`), style: 'poster' })
          : null;
      }
      case 'site':
        if (id === 'logo') return renderPicture({ width: 240, height: 80, title: SITE.site_name, colour: '#0091da', style: 'poster' });
        if (id === 'qrcode') return renderPseudoQr(SITE.site_name, '扫码关注公众号');
        return null;
      default:
        return null;
    }
  };
}

// Decides what each /api/demo-assets/<kind>/<id>.svg picture shows, from the seeded data.
import type { CatalogStore } from './catalog-store.ts';
import { colourFor, renderPicture, renderPseudoQr, type AssetKind } from './images.ts';
import { hotBanners, PC_HOME_BANNER, PC_TOP_BANNER, SITE } from './seed/seed-site.ts';

const DETAIL_CAPTIONS = ['产品展示', '细节展示', '安装示意'];

export function resolveAsset(store: CatalogStore, kind: AssetKind, id: string): string | null {
  const [head = '', tail = ''] = id.split('-');
  const n = Number.parseInt(head, 10);
  switch (kind) {
    case 'product': {
      const p = store.productById.get(n);
      if (!p) return null;
      const leaf = store.categoryById.get(p.cate_id);
      return renderPicture({ width: 800, height: 800, title: p.store_name, subtitle: tail ? `${leaf?.cate_name ?? ''} · 图${tail}` : leaf?.cate_name ?? '', colour: colourFor(`${p.cate_id}:${tail}`), style: 'card' });
    }
    case 'sku': {
      const hit = store.skuByUnique.get(id);
      if (!hit) return null;
      return renderPicture({ width: 800, height: 800, title: hit.product.store_name, subtitle: hit.sku.sku.replace(/,/g, ' / '), colour: colourFor(hit.sku.sku), style: 'card' });
    }
    case 'detail': {
      const p = store.productById.get(n);
      if (!p) return null;
      return renderPicture({ width: 750, height: 420, title: p.store_name, subtitle: DETAIL_CAPTIONS[(Number(tail) || 1) - 1] ?? '产品展示', colour: colourFor(`${p.cate_id}:detail`), style: 'poster' });
    }
    case 'banner': {
      if (id === 'top') return renderPicture({ width: 1200, height: 80, title: String(PC_TOP_BANNER.title ?? ''), colour: '#e93323', style: 'poster' });
      if (head === 'hot') {
        const banner = hotBanners(tail)[0];
        return banner ? renderPicture({ width: 1200, height: 300, title: String(banner.title ?? ''), subtitle: SITE.site_name, colour: colourFor(tail), style: 'poster' }) : null;
      }
      if (head === 'seckill') {
        const slot = store.seckillSlots.find((s) => s.seckill_time_id === Number(tail));
        return slot ? renderPicture({ width: 1200, height: 200, title: `限时秒杀 ${slot.title}`, colour: '#e93323', style: 'poster' }) : null;
      }
      // Drawn at the size of the storefront's carousel slot (beside the category menu), so nothing is cropped.
      const banner = PC_HOME_BANNER[n - 1];
      return banner ? renderPicture({ width: 760, height: 444, title: String(banner.title ?? ''), subtitle: `${SITE.site_name} · 企业采购一站式平台`, colour: colourFor(`banner${n}`), style: 'poster' }) : null;
    }
    case 'merchant': {
      const m = store.merchantById.get(n);
      return m ? renderPicture({ width: 200, height: 200, title: m.mer_name, colour: colourFor(`m${m.mer_id}`), style: 'badge' }) : null;
    }
    case 'mer-banner': {
      const m = store.merchantById.get(n);
      return m ? renderPicture({ width: 1200, height: tail === 'mini' ? 200 : 300, title: m.mer_name, subtitle: m.mark, colour: colourFor(`m${m.mer_id}`), style: 'poster' }) : null;
    }
    case 'brand': {
      const b = store.brandById.get(n);
      return b ? renderPicture({ width: 240, height: 120, title: b.brand_name, colour: colourFor(`b${b.brand_id}`), style: 'badge' }) : null;
    }
    case 'news': {
      if (head === 'cate') {
        const c = store.articleCategoryById.get(Number(tail));
        return c ? renderPicture({ width: 750, height: 360, title: c.title, colour: colourFor(`ac${c.article_category_id}`), style: 'poster' }) : null;
      }
      const a = store.articleById.get(n);
      return a ? renderPicture({ width: 750, height: 360, title: a.title, subtitle: a.author, colour: colourFor(`a${a.cid}`), style: 'poster' }) : null;
    }
    case 'site':
      if (id === 'logo') return renderPicture({ width: 240, height: 80, title: SITE.site_name, colour: '#0091da', style: 'poster' });
      if (id === 'qrcode') return renderPseudoQr(SITE.site_name, '扫码关注公众号');
      return null;
    case 'category': {
      const c = store.categoryById.get(n);
      return c ? renderPicture({ width: 200, height: 200, title: c.cate_name, colour: colourFor(`c${c.path[0] ?? 0}`), style: 'badge' }) : null;
    }
    case 'licence': {
      const m = n === 0 ? null : store.merchantById.get(n);
      if (n !== 0 && !m) return null;
      return renderPicture({ width: 800, height: 560, title: m ? m.real_name : '东联工业品供应链有限公司', subtitle: tail === '2' ? '行业资质证书（演示）' : '营业执照（演示）', colour: '#b7950b', style: 'card' });
    }
    case 'reviewer':
      return Number.isFinite(n) && n > 0 ? renderPicture({ width: 100, height: 100, title: '买家', colour: colourFor(`r${n}`), style: 'badge' }) : null;
    case 'review':
      return Number.isFinite(n) && n > 0 ? renderPicture({ width: 400, height: 400, title: '买家秀', subtitle: `评价 ${n}`, colour: colourFor(`rv${id}`), style: 'card' }) : null;
    default:
      return null;
  }
}

// The catalogue's drawn pictures (/api/demo-assets/<kind>/<id>.svg): goods, SKUs, shops, brands, categories,
// licences and reviews, decided from the seeded data.
import { colourFor, renderPicture, type AssetKind } from '../core/pictures.ts';
import type { Catalogue } from './catalogue.ts';

export const CATALOGUE_PICTURE_KINDS = [
  'product',
  'sku',
  'detail',
  'merchant',
  'mer-banner',
  'brand',
  'category',
  'licence',
  'reviewer',
  'review',
] as const satisfies readonly AssetKind[];

const DETAIL_CAPTIONS = ['产品展示', '细节展示', '安装示意'];

export function createCataloguePictures(catalogue: Catalogue) {
  const { goods, categories, merchants, brands } = catalogue;
  return (kind: AssetKind, id: string): string | null => {
    const [head = '', tail = ''] = id.split('-');
    const n = Number.parseInt(head, 10);
    switch (kind) {
      case 'product': {
        const p = goods.productById.get(n);
        if (!p) return null;
        const leaf = categories.categoryById.get(p.cate_id);
        return renderPicture({
          width: 800,
          height: 800,
          title: p.store_name,
          subtitle: tail ? `${leaf?.cate_name ?? ''} · 图${tail}` : (leaf?.cate_name ?? ''),
          colour: colourFor(`${p.cate_id}:${tail}`),
          style: 'card',
        });
      }
      case 'sku': {
        const hit = goods.skuByUnique.get(id);
        if (!hit) return null;
        return renderPicture({
          width: 800,
          height: 800,
          title: hit.product.store_name,
          subtitle: hit.sku.sku.replace(/,/g, ' / '),
          colour: colourFor(hit.sku.sku),
          style: 'card',
        });
      }
      case 'detail': {
        const p = goods.productById.get(n);
        if (!p) return null;
        return renderPicture({
          width: 750,
          height: 420,
          title: p.store_name,
          subtitle: DETAIL_CAPTIONS[(Number(tail) || 1) - 1] ?? '产品展示',
          colour: colourFor(`${p.cate_id}:detail`),
          style: 'poster',
        });
      }
      case 'merchant': {
        const m = merchants.merchantById.get(n);
        return m
          ? renderPicture({
              width: 200,
              height: 200,
              title: m.mer_name,
              colour: colourFor(`m${m.mer_id}`),
              style: 'badge',
            })
          : null;
      }
      case 'mer-banner': {
        const m = merchants.merchantById.get(n);
        return m
          ? renderPicture({
              width: 1200,
              height: tail === 'mini' ? 200 : 300,
              title: m.mer_name,
              subtitle: m.mark,
              colour: colourFor(`m${m.mer_id}`),
              style: 'poster',
            })
          : null;
      }
      case 'brand': {
        const b = brands.brandById.get(n);
        return b
          ? renderPicture({
              width: 240,
              height: 120,
              title: b.brand_name,
              colour: colourFor(`b${b.brand_id}`),
              style: 'badge',
            })
          : null;
      }
      case 'category': {
        const c = categories.categoryById.get(n);
        return c
          ? renderPicture({
              width: 200,
              height: 200,
              title: c.cate_name,
              colour: colourFor(`c${c.path[0] ?? 0}`),
              style: 'badge',
            })
          : null;
      }
      case 'licence': {
        const m = n === 0 ? null : merchants.merchantById.get(n);
        if (n !== 0 && !m) return null;
        return renderPicture({
          width: 800,
          height: 560,
          title: m ? m.real_name : '东联工业品供应链有限公司',
          subtitle: tail === '2' ? '行业资质证书（演示）' : '营业执照（演示）',
          colour: '#b7950b',
          style: 'card',
        });
      }
      case 'reviewer':
        return Number.isFinite(n) && n > 0
          ? renderPicture({
              width: 100,
              height: 100,
              title: '买家',
              colour: colourFor(`r${n}`),
              style: 'badge',
            })
          : null;
      case 'review':
        return Number.isFinite(n) && n > 0
          ? renderPicture({
              width: 400,
              height: 400,
              title: '买家秀',
              subtitle: `评价 ${n}`,
              colour: colourFor(`rv${id}`),
              style: 'card',
            })
          : null;
      default:
        return null;
    }
  };
}

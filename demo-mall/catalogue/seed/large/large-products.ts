// One product of the large seed, drawn from its leaf's template with a per-product PRNG: the same id always gives
// the same product. SKU counts follow a fixed cycle (average 2.5); product 1 is the 200-SKU bolt of the issue.
import { assetUrl } from '../../../core/pictures.ts';
import { createRng, hashString, roundMoney, type Rng } from '../../../core/prng.ts';
import type { Merchant, Product, ProductAttr, ProductParam, Sku } from '../../catalogue-types.ts';
import { seedDate, skuUnique } from '../seed-catalogue.ts';
import { orderLimits, productFigures, productFlags, shippingTerms, shopPrice, skuPrices } from '../seed-shapes.ts';
import type { LargeLeaf } from './large-categories.ts';

const MODEL_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'K', 'L', 'M', 'N', 'P', 'R', 'S', 'T', 'W', 'X', 'Z'];
const ORIGINS = ['上海', '浙江', '江苏', '广东', '天津', '山东', '河北', '福建', '湖北', '四川'];
const SKU_CYCLE = [1, 1, 1, 2, 2, 3, 3, 4, 4, 4];
export const WIDE_PRODUCT_ID = 1;
const BOLT_SIZES = [
  'M3',
  'M4',
  'M5',
  'M6',
  'M8',
  'M10',
  'M12',
  'M14',
  'M16',
  'M18',
  'M20',
  'M22',
  'M24',
  'M27',
  'M30',
  'M33',
  'M36',
  'M39',
  'M42',
  'M48',
];
const BOLT_LENGTHS = ['10mm', '16mm', '20mm', '25mm', '30mm', '35mm', '40mm', '50mm', '60mm', '80mm'];

export interface LargeContext {
  leaves: readonly LargeLeaf[];
  sellersOfTop: ReadonlyMap<number, readonly Merchant[]>;
  brandId(name: string, topId: number): number;
  parameterId(name: string): number;
  merCateId(merId: number, leaf: LargeLeaf): number;
  brandsOfTemplate(leaf: LargeLeaf): readonly string[];
}

export function wantedSkus(productId: number): number {
  return productId === WIDE_PRODUCT_ID ? 200 : (SKU_CYCLE[productId % SKU_CYCLE.length] as number);
}

function axesFor(productId: number, leaf: LargeLeaf, wanted: number, rng: Rng): ProductAttr[] {
  if (productId === WIDE_PRODUCT_ID) {
    return [
      { attr_name: '规格', attr_values: BOLT_SIZES },
      { attr_name: '长度', attr_values: BOLT_LENGTHS },
    ];
  }
  const attrs = leaf.template.attrs;
  if (wanted <= 1 || attrs.length === 0) return [];
  const [first, second] = attrs;
  if (first && (first[1].length >= wanted || !second)) {
    return [{ attr_name: first[0], attr_values: rng.sample(first[1], Math.min(wanted, first[1].length)) }];
  }
  if (!first || !second) return [];
  const a = Math.min(first[1].length, 2);
  const b = Math.min(second[1].length, Math.ceil(wanted / a));
  return [
    { attr_name: first[0], attr_values: first[1].slice(0, a) },
    { attr_name: second[0], attr_values: second[1].slice(0, b) },
  ];
}

function buildSkus(productId: number, rng: Rng, attr: ProductAttr[], wanted: number, base: number, image: string): Sku[] {
  let combos: string[][] = [[]];
  for (const a of attr) combos = combos.flatMap((prefix) => a.attr_values.map((v) => [...prefix, v]));
  return combos.slice(0, Math.max(1, Math.min(wanted, combos.length))).map((values, index) => {
    const sku = values.join(',');
    const price = shopPrice(base * (1 + 0.09 * index));
    const unique = skuUnique(productId, sku);
    return {
      sku,
      values,
      ...skuPrices(price, rng),
      stock: rng.chance(0.08) ? 0 : rng.int(3, 5000),
      sales: Math.floor(rng.next() ** 2 * 3000),
      image: values.length > 0 ? assetUrl('sku', unique) : image,
      unique,
      bar_code: `69${String(productId).padStart(6, '0')}${String(index).padStart(3, '0')}`,
      weight: roundMoney(0.2 + rng.next() * 5),
      volume: roundMoney(0.001 + rng.next() * 0.05),
    };
  });
}

export function buildLargeProduct(ctx: LargeContext, productId: number, wanted: number): Product {
  const rng = createRng(hashString(`large-product:${productId}`));
  const leaf =
    productId === WIDE_PRODUCT_ID
      ? (ctx.leaves.find((l) => l.template.name === '螺栓') ?? ctx.leaves[0])
      : ctx.leaves[productId % ctx.leaves.length];
  if (!leaf) throw new Error('the large seed has no categories');
  const { template, mid, top } = leaf;
  const sellers = ctx.sellersOfTop.get(top.store_category_id) ?? [];
  const merchant = rng.pick(sellers);
  const brandName = rng.pick(ctx.brandsOfTemplate(leaf));
  const mod = rng.pick(template.mods);
  const model = `${rng.pick(MODEL_LETTERS)}${rng.pick(MODEL_LETTERS)}-${rng.int(100, 9899)}${rng.chance(0.3) ? rng.pick(MODEL_LETTERS) : ''}`;
  const storeName = `${brandName} ${mod}${leaf.leaf.cate_name === template.name ? template.name : leaf.leaf.cate_name} ${model}`;
  const attr = axesFor(productId, leaf, wanted, rng);
  const [low, high] = template.price;
  const base = low + (high - low) * rng.next() ** 1.6 * 0.6;
  const image = assetUrl('product', productId);
  const skus = buildSkus(productId, rng, attr, wanted, base, image);
  const cheapest = skus.reduce((a, b) => (b.price < a.price ? b : a));
  const params: ProductParam[] = template.params.map(([name, values]) => ({
    parameter_id: ctx.parameterId(name),
    name,
    value: rng.pick(values),
  }));
  params.push({ parameter_id: ctx.parameterId('产地'), name: '产地', value: rng.pick(ORIGINS) });
  const keyword = [template.name, brandName, mod, mid.cate_name].join(',');
  const onceMax = cheapest.price >= 100_000 ? 5 : 0;
  const daysAgo = rng.int(0, 720);
  return {
    product_id: productId,
    mer_id: merchant.mer_id,
    product_type: 0,
    old_product_id: 0,
    store_name: storeName,
    store_info: `${brandName}${template.name}，${mod}设计，适用于企业、工厂与机构日常采购，支持批量定制与对公开票。`,
    keyword,
    unit_name: template.unit,
    cate_id: leaf.leaf.store_category_id,
    cate_path: [...leaf.leaf.path],
    mer_cate_id: ctx.merCateId(merchant.mer_id, leaf),
    brand_id: ctx.brandId(brandName, top.store_category_id),
    image,
    slider_image: [image, assetUrl('product', `${productId}-2`), assetUrl('product', `${productId}-3`)],
    ...productFigures(skus, rng),
    is_new: daysAgo < 40 ? 1 : 0,
    ...productFlags(rng, 0.1),
    ...orderLimits(template.name === '螺栓' || template.name === '螺母' ? 10 : 0, onceMax),
    attr,
    skus,
    params,
    // written on read from the parameters (catalogue reads), so 100,000 descriptions are not stored
    content: '',
    ...shippingTerms(merchant, cheapest.price, rng),
    create_time: seedDate(daysAgo, productId % 600),
    search_text: [storeName, keyword, leaf.leaf.cate_name, mid.cate_name, top.cate_name].join(' ').toLowerCase(),
  };
}

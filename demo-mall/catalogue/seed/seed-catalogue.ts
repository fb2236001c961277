// Builds categories, merchants, brands and products from the templates with a fixed seed.
import { createHash } from 'node:crypto';
import { formatDateTime } from '../../core/envelope.ts';
import type { Brand, Category, Merchant, MerchantOwnCategory, Product, ProductAttr, ProductParam, Sku } from '../catalogue-types.ts';
import { assetUrl } from '../../core/pictures.ts';
import { CATEGORY_TREE, type LeafTemplate } from './category-data.ts';
import { MERCHANT_SEEDS } from './merchant-data.ts';
import { buildDescription } from './product-content.ts';
import { createRng, hashString, roundMoney, type Rng } from '../../core/prng.ts';
import {
  categoryNode,
  orderLimits,
  ownCategoryBook,
  productFigures,
  productFlags,
  shippingTerms,
  shopPrice,
  skuPrices,
} from './seed-shapes.ts';

export const PRODUCTS_PER_LEAF = 6;
/** Every 41st product is sold out in all SKUs (41, 82, 123, ...). */
export const SOLD_OUT_EVERY = 41;

/** Leaves flagged hot in the category menu (`hot` list). */
const HOT_LEAVES = new Set(['复印纸', '中性笔', '防护手套', '安全帽', '排插', '电钻', '网络摄像机', '封箱胶带']);
const ORIGINS = ['上海', '浙江', '江苏', '广东', '天津', '山东'];
const MODEL_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'H', 'K', 'M', 'N', 'P', 'S', 'T', 'X', 'Z'];

export interface CatalogueSeed {
  categories: Category[];
  merchants: Merchant[];
  merchantCategories: MerchantOwnCategory[];
  brands: Brand[];
  products: Product[];
  parameterIds: Map<string, number>;
}

export function skuUnique(productId: number, sku: string): string {
  return createHash('md5').update(`${productId}:${sku}`).digest('hex').slice(0, 12);
}

export function seedDate(daysAgo: number, minutes: number): string {
  const base = new Date(2025, 5, 30, 10, 0, 0);
  base.setDate(base.getDate() - daysAgo);
  base.setMinutes(base.getMinutes() + minutes);
  return formatDateTime(base);
}

function buildCategories(): {
  categories: Category[];
  leaves: Array<{ leaf: Category; template: LeafTemplate; mid: Category; top: Category }>;
} {
  const categories: Category[] = [];
  const leaves: Array<{ leaf: Category; template: LeafTemplate; mid: Category; top: Category }> = [];
  let midSeq = 0;
  let leafSeq = 0;
  CATEGORY_TREE.forEach((topTemplate, ti) => {
    const topId = ti + 1;
    const top = categoryNode([topId], topTemplate.name, 100 - ti, ti < 4 ? 1 : 0);
    categories.push(top);
    topTemplate.mids.forEach((midTemplate, mi) => {
      midSeq += 1;
      const midId = 100 + midSeq;
      const mid = categoryNode([topId, midId], midTemplate.name, 50 - mi, 0);
      categories.push(mid);
      midTemplate.leaves.forEach((leafTemplate, li) => {
        leafSeq += 1;
        const leafId = 1000 + leafSeq;
        const leaf = categoryNode([topId, midId, leafId], leafTemplate.name, 50 - li, HOT_LEAVES.has(leafTemplate.name) ? 1 : 0);
        categories.push(leaf);
        leaves.push({ leaf, template: leafTemplate, mid, top });
      });
    });
  });
  return { categories, leaves };
}

export function buildMerchants(categories: Category[]): Merchant[] {
  const topByName = new Map(categories.filter((c) => c.level === 1).map((c) => [c.cate_name, c.store_category_id]));
  return MERCHANT_SEEDS.map((seed, index) => {
    const merId = index + 1;
    const rng = createRng(hashString(`merchant:${merId}`));
    return {
      mer_id: merId,
      mer_name: seed.name,
      real_name: seed.realName,
      mer_address: seed.address,
      mark: seed.mark,
      mer_keyword: seed.keyword,
      mer_info: seed.info,
      mer_avatar: assetUrl('merchant', merId),
      mer_banner: assetUrl('mer-banner', merId),
      mini_banner: assetUrl('mer-banner', `${merId}-mini`),
      service_phone: seed.phone,
      is_trader: seed.isTrader,
      is_best: seed.isBest,
      type_id: seed.typeId,
      category_id: seed.categoryId,
      product_score: roundMoney(4.5 + rng.next() * 0.5),
      service_score: roundMoney(4.4 + rng.next() * 0.6),
      postage_score: roundMoney(4.3 + rng.next() * 0.7),
      sales: 0,
      care_count: seed.isTrader ? rng.int(80000, 260000) : rng.int(800, 60000),
      is_margin: seed.typeId === 5 ? 0 : 1,
      margin: seed.typeId === 5 ? '0.00' : '10000.00',
      long: seed.long,
      lat: seed.lat,
      create_time: seedDate(400 + index * 17, index * 13),
      top_category_ids: seed.tops.map((name) => topByName.get(name) ?? 0).filter((id) => id > 0),
      licence_images: [assetUrl('licence', `${merId}-1`), assetUrl('licence', `${merId}-2`)],
    } satisfies Merchant;
  });
}

function buildSkus(productId: number, rng: Rng, attr: ProductAttr[], base: number, soldOut: boolean, fallbackImage: string): Sku[] {
  const axes = attr.map((a) => a.attr_values);
  let combos: string[][] = [[]];
  for (const values of axes) combos = combos.flatMap((prefix) => values.map((v) => [...prefix, v]));
  return combos.map((values) => {
    const sku = values.join(',');
    const step0 = values.length > 0 ? (axes[0] ?? []).indexOf(values[0] as string) : 0;
    const step1 = values.length > 1 ? (axes[1] ?? []).indexOf(values[1] as string) : 0;
    // Drawn in yuan as shops price things, then kept in fen: every value is already whole cents.
    const price = shopPrice(base * (1 + 0.18 * step0 + 0.07 * step1));
    const unique = skuUnique(productId, sku);
    const stock = soldOut ? 0 : rng.chance(0.12) ? 0 : rng.int(3, 1800);
    return {
      sku,
      values,
      ...skuPrices(price, rng),
      stock,
      sales: Math.floor(rng.next() ** 2 * 3000),
      image: values.length > 0 ? assetUrl('sku', unique) : fallbackImage,
      unique,
      bar_code: `69${String(productId).padStart(5, '0')}${String(hashString(sku) % 100000).padStart(5, '0')}`,
      weight: roundMoney(0.2 + rng.next() * 5),
      volume: roundMoney(0.001 + rng.next() * 0.05),
    };
  });
}

export function buildCatalogueSeed(): CatalogueSeed {
  const { categories, leaves } = buildCategories();
  const merchants = buildMerchants(categories);
  const brands: Brand[] = [];
  const brandIdByName = new Map<string, number>();
  const parameterIds = new Map<string, number>();
  const ownCategories = ownCategoryBook();
  const products: Product[] = [];

  const brandId = (name: string, topId: number): number => {
    let id = brandIdByName.get(name);
    if (id === undefined) {
      id = brands.length + 1;
      brandIdByName.set(name, id);
      brands.push({ brand_id: id, brand_category_id: topId, brand_name: name, pic: assetUrl('brand', id), sort: 100 - id, is_show: 1 });
    }
    return id;
  };
  const parameterId = (name: string): number => {
    let id = parameterIds.get(name);
    if (id === undefined) {
      id = parameterIds.size + 1;
      parameterIds.set(name, id);
    }
    return id;
  };
  for (const { leaf, template, mid, top } of leaves) {
    const topId = top.store_category_id;
    const sellers = merchants.filter((m) => m.top_category_ids.includes(topId));
    for (let j = 0; j < PRODUCTS_PER_LEAF; j++) {
      const productId = products.length + 1;
      const rng = createRng(hashString(`product:${leaf.store_category_id}:${j}`));
      const merchant = rng.pick(sellers.length > 0 ? sellers : merchants);
      const brandName = template.brands[(j + leaf.store_category_id) % template.brands.length] as string;
      const mod = template.mods[j % template.mods.length] as string;
      const model = `${rng.pick(MODEL_LETTERS)}${rng.pick(MODEL_LETTERS)}-${rng.int(100, 9899)}`;
      const storeName = `${brandName} ${mod}${template.name} ${model}`;

      // SKU axes: the first product of a leaf uses the full matrix (up to 4 × 3 = 12 SKUs),
      // every fifth is single-spec, the rest take one or two axes with a few values each.
      const axisCount = j % 5 === 4 ? 0 : Math.min(template.attrs.length, j % 3 === 1 ? 1 : 2);
      const attr: ProductAttr[] = template.attrs.slice(0, axisCount).map(([name, values], axis) => {
        const cap = axis === 0 ? Math.min(4, values.length) : Math.min(3, values.length);
        const count = j === 0 ? cap : rng.int(Math.min(2, cap), cap);
        return { attr_name: name, attr_values: values.slice(0, count) };
      });
      const [low, high] = template.price;
      const base = low + (high - low) * rng.next() ** 1.6 * 0.6;
      const soldOut = productId % SOLD_OUT_EVERY === 0;
      const image = assetUrl('product', productId);
      const skus = buildSkus(productId, rng, attr, base, soldOut, image);
      const cheapest = skus.reduce((a, b) => (b.price < a.price ? b : a));

      const params: ProductParam[] = template.params.map(([name, values]) => ({
        parameter_id: parameterId(name),
        name,
        value: rng.pick(values),
      }));
      params.push({ parameter_id: parameterId('产地'), name: '产地', value: rng.pick(ORIGINS) });
      const info = `${brandName}${template.name}，${mod}设计，适用于企业、工厂与机构日常采购，支持批量定制与对公开票。`;
      const keyword = [template.name, brandName, mod, mid.cate_name].join(',');
      const bulky = template.name === '瓦楞纸箱' || template.name === '螺栓' || template.name === '螺母';
      const pricey = cheapest.price >= 100_000;
      const onceMin = bulky ? 10 : rng.chance(0.08) ? 2 : 0;
      const onceMax = pricey ? 5 : rng.chance(0.06) ? 50 : 0;
      const daysAgo = rng.int(0, 360);
      const product: Product = {
        product_id: productId,
        mer_id: merchant.mer_id,
        product_type: 0,
        old_product_id: 0,
        store_name: storeName,
        store_info: info,
        keyword,
        unit_name: template.unit,
        cate_id: leaf.store_category_id,
        cate_path: [...leaf.path],
        mer_cate_id: ownCategories.midOf(merchant.mer_id, top, mid),
        brand_id: brandId(brandName, topId),
        image,
        slider_image: [
          image,
          assetUrl('product', `${productId}-2`),
          assetUrl('product', `${productId}-3`),
          assetUrl('product', `${productId}-4`),
        ],
        ...productFigures(skus, rng),
        is_new: daysAgo < 40 ? 1 : 0,
        ...productFlags(rng, 0.18),
        ...orderLimits(onceMin, onceMax),
        attr,
        skus,
        params,
        content: '',
        ...shippingTerms(merchant, cheapest.price, rng),
        create_time: seedDate(daysAgo, productId),
        search_text: [storeName, keyword, template.name, mid.cate_name, top.cate_name].join(' ').toLowerCase(),
      };
      product.content = buildDescription({
        productId,
        name: storeName,
        brandName,
        leafName: template.name,
        unit: template.unit,
        params,
        info,
      });
      merchant.sales += product.sales;
      products.push(product);
    }
  }
  return { categories, merchants, merchantCategories: ownCategories.rows, brands, products, parameterIds };
}

// The catalogue shows the effective stock (docs/mall-api.md §3.1): the seed's stock less what orders hold in the
// stock ledger, in the product detail, the product lists, the store listing and the in-stock-only lists; closing
// the order gives the pieces back.
import { describe, expect, it } from 'vitest';
import type { Product, Sku } from '../../../demo-mall/catalogue/catalogue-types.ts';
import { addAddress, buyNow, placeOrder } from './trade/trade-helpers.ts';
import { tradeMallPerTest } from '../../helpers/mall/malls.ts';

const mall = tradeMallPerTest();

/** A recommended (is_good) single-SKU product with room for an order of `pieces`. */
function recommendedProduct(pieces: number): { product: Product; sku: Sku } {
  const product = [...mall.context.catalogue.goods.eachNormalProduct()].find(
    (p) =>
      p.is_good === 1 &&
      p.skus.length === 1 &&
      (p.skus[0]?.stock ?? 0) > pieces &&
      p.once_min_count <= 1 &&
      (p.once_max_count === 0 || p.once_max_count >= pieces),
  );
  const sku = product?.skus[0];
  if (!product || !sku) throw new Error('no recommended single-SKU product in the seed');
  return { product, sku };
}

interface Listed {
  product_id: number;
  stock: number;
}

async function listedStock(path: string, productId: number): Promise<number | undefined> {
  const body = await mall.get(path, mall.userToken);
  expect(body.status, path).toBe(200);
  return (body.data.list as Listed[]).find((item) => item.product_id === productId)?.stock;
}

describe('effective stock in the catalogue', () => {
  it('drops in the detail and the lists when an order reserves pieces, and comes back when it closes', async () => {
    const pick = recommendedProduct(3);
    const id = pick.product.product_id;
    const lists = [
      `/api/product/spu/lst?keyword=${id}&page=1&limit=20`,
      `/api/product/spu/merchant/${pick.product.mer_id}?keyword=${id}&page=1&limit=20`,
    ];
    const seed = pick.sku.stock;
    const detailBefore = (await mall.get(`/api/store/product/detail/${id}`, mall.userToken)).data;
    expect(detailBefore.stock).toBe(seed);
    for (const path of lists) expect(await listedStock(path, id), path).toBe(seed);

    const addressId = await addAddress(mall, mall.userToken);
    const { created } = await placeOrder(mall, mall.userToken, [await buyNow(mall, mall.userToken, pick, 3)], addressId);
    const groupId = created.data.order_id as number;
    expect(groupId).toBeGreaterThan(0);

    const detail = (await mall.get(`/api/store/product/detail/${id}`, mall.userToken)).data;
    expect(detail.stock).toBe(seed - 3);
    expect(detail.sku[pick.sku.sku].stock).toBe(seed - 3);
    for (const path of lists) expect(await listedStock(path, id), path).toBe(seed - 3);

    expect(await mall.post(`/api/order/cancel/${groupId}`, {}, mall.userToken)).toEqual({ status: 200, message: '取消成功' });
    expect((await mall.get(`/api/store/product/detail/${id}`, mall.userToken)).data.stock).toBe(seed);
  });

  it('leaves a sold-out product out of the in-stock lists (推荐 and the shop street’s cards)', async () => {
    const shopCards = async () => {
      const body = await mall.get('/api/store/merchant/lst?page=1&limit=100', mall.userToken);
      expect(body.status).toBe(200);
      return body.data.list as { mer_id: number; recommend: Listed[] }[];
    };
    const recommended = async (merId: number) => {
      const body = await mall.get(`/api/product/spu/recommend?mer_id=${merId}&page=1&limit=200`, mall.userToken);
      return (body.data.list as Listed[]).map((item) => item.product_id);
    };
    const soldOut = (product: Product) => {
      for (const sku of product.skus) mall.context.trade.stock.adjust(sku.unique, mall.context.trade.stock.skuStock(sku));
    };
    const goods = mall.context.catalogue.goods;

    // a product a shop card shows, and a recommended one
    const [firstCard] = await shopCards();
    const onCard = goods.productById.get(firstCard?.recommend[0]?.product_id ?? 0);
    const good = [...goods.eachNormalProduct()].find((p) => p.is_good === 1 && p.product_id !== onCard?.product_id);
    if (!firstCard || !onCard || !good) throw new Error('no shop card goods or recommended product in the seed');
    expect(await recommended(good.mer_id)).toContain(good.product_id);

    soldOut(onCard);
    soldOut(good);
    expect((await mall.get(`/api/store/product/detail/${good.product_id}`, mall.userToken)).data.stock).toBe(0);
    expect(await recommended(good.mer_id)).not.toContain(good.product_id);
    const card = (await shopCards()).find((item) => item.mer_id === firstCard.mer_id);
    expect(card?.recommend.map((item) => item.product_id)).not.toContain(onCard.product_id);
  });

  it('shows it in the presell list and the seckill progress too', async () => {
    const { presellInfos, seckillInfos } = mall.context.catalogue.activities;
    const goods = mall.context.catalogue.goods;
    const presell = presellInfos.find((info) => (goods.productById.get(info.product_id)?.skus[0]?.stock ?? 0) > 2);
    const presellSku = presell ? goods.productById.get(presell.product_id)?.skus[0] : undefined;
    if (!presell || !presellSku) throw new Error('no presell product with stock in the seed');
    const presellStock = async () => {
      const row = (await mall.get(`/api/store/product/presell/detail/${presell.product_presell_id}`, mall.userToken)).data;
      return row.stock as number;
    };
    const before = await presellStock();
    mall.context.trade.stock.adjust(presellSku.unique, 2);
    expect(await presellStock()).toBe(before - 2);

    const seckill = seckillInfos.find((info) => (goods.productById.get(info.product_id)?.stock ?? 0) > 0);
    const seckillProduct = seckill ? goods.productById.get(seckill.product_id) : undefined;
    if (!seckill || !seckillProduct) throw new Error('no seckill product with stock in the seed');
    const percent = async () =>
      (await mall.get(`/api/store/product/seckill/detail/${seckillProduct.product_id}`, mall.userToken)).data.percent;
    expect(await percent()).toBeLessThan(100);
    for (const sku of seckillProduct.skus) mall.context.trade.stock.adjust(sku.unique, mall.context.trade.stock.skuStock(sku));
    // nothing left: everything counts as taken
    expect(await percent()).toBe(seckillProduct.sales > 0 ? 100 : 0);
  });
});

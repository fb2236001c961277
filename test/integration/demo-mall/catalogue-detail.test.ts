import { describe, expect, it } from 'vitest';
import { HOSTILE_DESCRIPTION_PRODUCT_ID } from '../../../demo-mall/catalogue/seed/product-content.ts';
import { catalogueMallPerBlock } from '../../helpers/mall/malls.ts';

describe('demo mall catalogue: detail, reviews, seckill, presell and merchants', () => {
  const mall = catalogueMallPerBlock();

  it('answers the full product detail shape with attributes, SKU map, merchant and content', async () => {
    const body = await mall.get('/api/store/product/detail/1');
    expect(body.status).toBe(200);
    const d = body.data;
    expect(d).toMatchObject({ product_id: 1, mer_id: 1, product_type: 0, unit_name: '箱', isRelation: false });
    expect(d.slider_image.length).toBeGreaterThan(1);
    expect(d.attr).toHaveLength(2);
    expect(d.attr[0]).toMatchObject({ attr_name: '规格', attr_values: expect.any(Array) });
    expect(d.attr[0].attr_value[0]).toEqual({ attr: d.attr[0].attr_values[0], check: false });
    const keys = Object.keys(d.sku);
    expect(keys).toHaveLength(12);
    expect(keys[0]).toBe(`${d.attr[0].attr_values[0]},${d.attr[1].attr_values[0]}`);
    const sku = d.sku[keys[0] as string];
    expect(sku).toMatchObject({
      price: expect.stringMatching(/^\d+\.\d{2}$/),
      ot_price: expect.stringMatching(/^\d+\.\d{2}$/),
      stock: expect.any(Number),
      unique: expect.stringMatching(/^[0-9a-f]{12}$/),
      image: expect.stringMatching(/^\/api\/demo-assets\//),
    });
    expect(d.content.content).toContain('<table');
    expect(d.params.length).toBeGreaterThan(0);
    expect(d.params[0]).toEqual({ parameter_id: expect.any(Number), name: expect.any(String), value: expect.any(String) });
    expect(d.guaranteeTemplate.templateValue.length).toBeGreaterThan(0);
    expect(d.temp).toMatchObject({ shipping_template_id: expect.any(Number), name: expect.any(String) });
    expect(d.merchant).toMatchObject({ mer_id: 1, mer_name: '东联自营旗舰店', is_trader: 1, care: false });
    expect(d.merchant.recommend.length).toBeGreaterThan(0);
    expect(d.merchant.recommend.length).toBeLessThanOrEqual(3);
    expect(d.replayData).toMatchObject({ count: 36 });
  });

  it('describes a single-spec product with an empty attr list and a "" SKU key', async () => {
    const product = mall.context.flatCatalogue.normalProducts.find((p) => p.skus.length === 1 && p.attr.length === 0);
    const body = await mall.get(`/api/store/product/detail/${product?.product_id}`);
    expect(body.data.attr).toEqual([]);
    expect(Object.keys(body.data.sku)).toEqual(['']);
  });

  it('answers status 400 for an unknown product', async () => {
    expect(await mall.get('/api/store/product/detail/999999')).toEqual({ status: 400, message: '商品已下架' });
    expect((await mall.get('/api/store/product/show/999999')).status).toBe(400);
    expect((await mall.get('/api/store/product/show/1')).data.product_id).toBe(1);
  });

  it('carries hostile markup in one description so the storefront sanitiser is exercised', async () => {
    const body = await mall.get(`/api/store/product/detail/${HOSTILE_DESCRIPTION_PRODUCT_ID}`);
    expect(body.data.content.content).toContain('<script>');
    expect(body.data.content.content).toContain('onerror=');
  });

  it('answers a sold-out product with zero stock in every SKU', async () => {
    const body = await mall.get('/api/store/product/detail/41');
    expect(body.data.stock).toBe(0);
    expect(Object.values(body.data.sku).every((s) => (s as { stock: number }).stock === 0)).toBe(true);
  });

  it('filters reviews by type and reports the tab counts', async () => {
    const all = await mall.get('/api/store/product/reply/lst/1?type=0&page=1&limit=100');
    const { stat } = all.data;
    expect(stat.count).toBe(36);
    expect(stat.best + stat.middle + stat.negative).toBe(stat.count);
    expect(stat.rate).toMatch(/^\d+%$/);
    const good = await mall.get('/api/store/product/reply/lst/1?type=1&limit=100');
    expect(good.data.count).toBe(stat.best);
    expect(good.data.list.every((r: { rate: number }) => r.rate >= 4)).toBe(true);
    const middle = await mall.get('/api/store/product/reply/lst/1?type=2&limit=100');
    expect(middle.data.count).toBe(stat.middle);
    expect(middle.data.list.every((r: { rate: number }) => r.rate >= 2 && r.rate <= 3)).toBe(true);
    const bad = await mall.get('/api/store/product/reply/lst/1?type=3&limit=100');
    expect(bad.data.count).toBe(stat.negative);
    expect(bad.data.list.every((r: { rate: number }) => r.rate === 1)).toBe(true);
    expect(all.data.list.some((r: { merchant_reply_content: string }) => r.merchant_reply_content !== '')).toBe(true);
    const page2 = await mall.get('/api/store/product/reply/lst/1?type=0&page=2&limit=10');
    expect(page2.data.list).toHaveLength(10);
    expect(page2.data.list[0].reply_id).toBe(all.data.list[10].reply_id);
  });

  it('answers the price rule for a category', async () => {
    const body = await mall.get('/api/store/product/price_rule/1001');
    expect(body.data).toMatchObject({ cate_id: 1001, rule_name: '价格说明' });
    expect(body.data.content).toContain('划线价格');
    // a category without a rule answers as stock does
    expect(await mall.get('/api/store/product/price_rule/999999')).toEqual({ status: 400, message: '规则不存在' });
  });

  it('answers seckill slots with states by the clock, and lists with 已抢 percent', async () => {
    const select = await mall.get('/api/store/product/seckill/select');
    const slots = select.data.seckillTime as Array<{
      start_time: number;
      end_time: number;
      pc_status: number;
      state: string;
      stop: number;
    }>;
    expect(slots.map((s) => s.start_time)).toEqual([0, 8, 10, 12, 14, 16, 18, 20, 22]);
    const hour = new Date().getHours();
    for (const s of slots) {
      const expected = hour < s.start_time ? 2 : hour >= s.end_time ? 0 : 1;
      expect(s.pc_status).toBe(expected);
      expect(s.state).toBe(['已结束', '抢购中', '待开始'][expected]);
    }
    expect(slots.filter((s) => s.pc_status === 1)).toHaveLength(1);
    const running = slots[select.data.seckillTimeIndex];
    expect(running?.pc_status).toBe(1);
    const current = await mall.get('/api/store/product/seckill/lst?limit=10');
    expect(current.data.count).toBe(3);
    for (const item of current.data.list) {
      expect(item.product_type).toBe(1);
      expect(item.percent).toBeGreaterThanOrEqual(0);
      expect(item.percent).toBeLessThanOrEqual(100);
      expect(item.stop).toBe(running?.stop);
    }
    expect(current.data.list.some((i: { percent: number }) => i.percent === 100)).toBe(true);
    const other = await mall.get('/api/store/product/seckill/lst?start_time=22&end_time=24');
    expect(other.data.count).toBe(3);
    expect(await mall.get('/api/store/product/seckill/lst?start_time=7')).toMatchObject({ data: { count: 0, list: [] } });
  });

  it('answers a seckill detail with stop, quota, status and percent, and 商品不存在 for others', async () => {
    const body = await mall.get('/api/store/product/seckill/detail/2001');
    expect(body.data).toMatchObject({
      product_id: 2001,
      product_type: 1,
      quota: expect.any(Number),
      stop: expect.any(Number),
      seckill_status: expect.any(Number),
      percent: expect.any(Number),
    });
    expect(body.data.old_product_id).toBeGreaterThan(0);
    expect(await mall.get('/api/store/product/seckill/detail/1')).toEqual({ status: 400, message: '商品不存在' });
  });

  it('lists presell products in all three phases with deposit and full-payment types', async () => {
    const phases = [0, 1, 2].map(async (type) => (await mall.get(`/api/store/product/presell/lst?type=${type}&limit=50`)).data);
    const [upcoming, running, ended] = await Promise.all(phases);
    expect(upcoming.count).toBe(4);
    expect(running.count).toBe(5);
    expect(ended.count).toBe(3);
    expect(upcoming.list.every((p: { presell_status: number }) => p.presell_status === 0)).toBe(true);
    expect(running.list.every((p: { presell_status: number }) => p.presell_status === 1)).toBe(true);
    expect(ended.list.every((p: { presell_status: number }) => p.presell_status === 2)).toBe(true);
    const rows = [...upcoming.list, ...running.list, ...ended.list];
    const deposit = rows.find((p) => p.presell_type === 2);
    expect(Number(deposit.down_price)).toBeGreaterThan(0);
    expect(Number(deposit.final_price)).toBeCloseTo(Number(deposit.price) - Number(deposit.down_price), 2);
    expect(deposit.final_start_time).toMatch(/^\d{4}-\d{2}-\d{2} /);
    expect(rows.some((p) => p.presell_type === 1)).toBe(true);
    const notOver = await mall.get('/api/store/product/presell/lst');
    expect(notOver.data.count).toBe(9);
  });

  it('answers a presell detail with per-SKU deposits, and 商品已下架 for an unknown id', async () => {
    const body = await mall.get('/api/store/product/presell/detail/1');
    expect(body.data).toMatchObject({ product_presell_id: 1, presell_type: 2, presell_status: 0 });
    const firstSku = Object.values(body.data.product.sku)[0] as { down_price: string; final_price: string };
    expect(Number(firstSku.down_price)).toBeGreaterThan(0);
    expect(firstSku.final_price).toMatch(/^\d+\.\d{2}$/);
    expect(await mall.get('/api/store/product/presell/detail/99')).toEqual({ status: 400, message: '商品已下架' });
    expect((await mall.get('/api/store/product/presell/agree')).data.sys_product_presell_agree).toContain('定金');
  });

  it('lists merchants with filters and sorts, and answers details and store config', async () => {
    const all = await mall.get('/api/store/merchant/lst?limit=50');
    expect(all.data.count).toBeGreaterThanOrEqual(12);
    expect(all.data.list[0].recommend.length).toBeGreaterThan(0);
    const best = await mall.get('/api/store/merchant/lst?limit=50&is_best=1');
    expect(best.data.list.every((m: { is_best: number }) => m.is_best === 1)).toBe(true);
    const byCategory = await mall.get('/api/store/merchant/lst?limit=50&category_id=3');
    expect(byCategory.data.count).toBeGreaterThan(0);
    expect(byCategory.data.list.every((m: { category_id: number }) => m.category_id === 3)).toBe(true);
    const keyword = await mall.get(`/api/store/merchant/lst?keyword=${encodeURIComponent('正泰')}`);
    expect(keyword.data.list.map((m: { mer_id: number }) => m.mer_id)).toEqual([10]);
    const sales = (await mall.get('/api/store/merchant/lst?limit=50&order=sales')).data.list.map((m: { sales: number }) => m.sales);
    expect(sales).toEqual([...sales].sort((a: number, b: number) => b - a));
    const detail = await mall.get('/api/store/merchant/detail/10');
    expect(detail.data).toMatchObject({ mer_id: 10, mer_name: '正泰电气专卖店', type_name: '专卖店', care: false });
    expect(await mall.get('/api/store/merchant/detail/999')).toEqual({ status: 400, message: '店铺已打烊' });
    expect((await mall.get('/api/store/merchant/detail/0')).data.mer_id).toBe(0);
    const config = await mall.get('/api/pc/mer_config/10');
    expect(config.data.banner.length).toBeGreaterThan(0);
    expect((await mall.get('/api/pc/mer_config/999')).message).toBe('商户不存在');
    const cates = await mall.get('/api/pc/mer_category');
    expect(cates.data[0]).toEqual({ merchant_category_id: 1, category_name: '办公文具' });
  });

  it('shows the licence only after the image captcha is answered', async () => {
    const { key } = await mall.context.accounts.createImageCaptcha();
    const wrong = await mall.post('/api/store/certificate/1', { key, code: 'zzzz' });
    expect(wrong).toEqual({ status: 400, message: '验证码输入有误' });
    const fresh = await mall.context.accounts.createImageCaptcha();
    const answer = String(mall.context.accounts.imageCaptchaAnswer(fresh.key));
    const right = await mall.post('/api/store/certificate/1', { key: fresh.key, code: answer });
    expect(right.status).toBe(200);
    expect(right.data[0]).toMatch(/^\/api\/demo-assets\/licence\//);
  });
});

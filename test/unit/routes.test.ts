import { describe, expect, it } from 'vitest';
import { loginHref, requiresLogin, safeFromPath, showsCategoryBar } from '../../shared/routes.ts';

describe('route table rules', () => {
  it('guards the account and trading pages (spec §2)', () => {
    for (const path of ['/user', '/user/x', '/shopping_cart', '/order_confirm', '/payment', '/refund_detail', '/logistics', '/evaluation', '/recharge-remittance', '/merchant_settled']) {
      expect(requiresLogin(path), path).toBe(true);
    }
    for (const path of ['/', '/goods_cate', '/goods_detail/1', '/login', '/news_list', '/store', '/users']) {
      expect(requiresLogin(path), path).toBe(false);
    }
  });

  it('honours only same-site relative paths in fromPath', () => {
    expect(safeFromPath('/shopping_cart?x=1')).toBe('/shopping_cart?x=1');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/path\nSet-Cookie:x', 42, undefined]) {
      expect(safeFromPath(bad)).toBe('/');
    }
    expect(loginHref('//evil.example')).toBe('/login?fromPath=%2F');
  });

  it('puts the 商品分类 bar on browse pages only', () => {
    for (const path of ['/goods_cate', '/goods_search', '/goods_detail/1', '/goods_seckill', '/coupon_center', '/news_list', '/shop_street', '/store/category']) {
      expect(showsCategoryBar(path), path).toBe(true);
    }
    for (const path of ['/', '/login', '/login/verify', '/user', '/shopping_cart', '/payment']) {
      expect(showsCategoryBar(path), path).toBe(false);
    }
  });
});

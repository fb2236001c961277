// The 待付款 / 待审批 row as rendered (issue 37 items 6 and 10): nothing is paid yet, so its amount reads 应付金额,
// and its number is the 订单号 with the 支付单号 only as a secondary reference (ADR 0037, addendum 2026-12-07).
import { createElement, type FunctionComponent, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import type { PageContext } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { toGroupOrderView } from '#web/features/order/group-order-view.ts';
import { GroupRow } from '#web/features/order/GroupRow.tsx';

const group = toGroupOrderView({
  group_order_id: 5,
  group_order_sn: 'wxo17000',
  total_num: 2,
  total_price: '180.00',
  total_postage: '0.00',
  pay_price: '180.00',
  coupon_price: '0.00',
  integral: 0,
  integral_price: '0.00',
  real_name: '王五',
  user_phone: '13912345678',
  user_address: '北京市东城区1号',
  paid: 0,
  create_time: '2026-12-07 10:00:00',
  orderList: [{ order_id: 8, order_sn: 'wx17000a', mer_id: 1, merchant: { mer_name: '自营店' }, orderProduct: [] }],
});

/** vike-react's provider, typed so its child may follow its props as createElement's third argument */
const PageContextOf = VikeReactProviderPageContext as unknown as FunctionComponent<{ pageContext: PageContext; children?: ReactNode }>;

describe('an unpaid order row', () => {
  it('reads 应付金额 and names the 订单号 first, the 支付单号 after it', () => {
    // a guest page's context: the row's buttons read the visitor's role from it (use-order-action-access.ts)
    const pageContext = { layout: { session: null } } as unknown as PageContext;
    const html = renderToStaticMarkup(createElement(PageContextOf, { pageContext }, createElement(GroupRow, { group })));
    expect(html).toContain('应付金额');
    expect(html).not.toContain('实付金额');
    expect(html).toContain('订单号：wx17000a');
    expect(html.indexOf('wx17000a')).toBeLessThan(html.indexOf('支付单号 wxo17000'));
  });
});

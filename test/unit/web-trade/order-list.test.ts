import { describe, expect, it } from 'vitest';
import {
  mergedWindow,
  ORDER_TABS,
  orderListHref,
  pageOf,
  pagesCovering,
  tabLabel,
  tabOf,
} from '../../../web/features/order/order-list-view.ts';
import { isPresellGroup, presellStateText } from '../../../web/features/order/presell-view.ts';

describe('order list tabs', () => {
  it('are the original six with the counts of /api/order/number, and 待验收 for a company', () => {
    // stock: `all` counts the paid orders only; 全部订单 lists the unpaid ones too
    const numbers = { all: 7, orderCount: 7, noPay: 2, noPostage: 3, noDeliver: 1, noAccept: 1, noComment: 0, done: 3 };
    expect(ORDER_TABS.filter((tab) => tab.companyOnly).map((tab) => tabLabel(tab, numbers))).toEqual(['待验收(1)']);
    expect(ORDER_TABS.filter((tab) => !tab.companyOnly).map((tab) => tabLabel(tab, numbers))).toEqual([
      '全部订单(9)',
      '待付款(2)',
      '待发货(3)',
      '待收货(1)',
      '待评价(0)',
      '已完成(3)',
    ]);
    expect(tabLabel(ORDER_TABS[0] ?? { key: 'all', label: '全部订单', count: 'all' }, {})).toBe('全部订单(0)');
    // a buyer whose only orders are unpaid
    expect(tabLabel(ORDER_TABS[0] ?? { key: 'all', label: '全部订单', count: 'all' }, { all: 0, orderCount: 0, noPay: 2 })).toBe(
      '全部订单(2)',
    );
  });

  it('read the tab and the page from the query and write them back', () => {
    expect(tabOf(undefined)).toBe('all');
    expect(tabOf('unpaid')).toBe('unpaid');
    expect(tabOf('2')).toBe('2');
    expect(tabOf('all')).toBe('all');
    expect(tabOf('-1')).toBe('all');
    expect(pageOf('3')).toBe(3);
    expect(pageOf('0')).toBe(1);
    expect(pageOf('2.5')).toBe(1);
    expect(pageOf('abc')).toBe(1);
    expect(orderListHref('all')).toBe('/user/order_list');
    expect(orderListHref('all', 2)).toBe('/user/order_list?page=2');
    expect(orderListHref('1')).toBe('/user/order_list?status=1');
    expect(orderListHref('unpaid', 3)).toBe('/user/order_list?status=unpaid&page=3');
    for (const tab of ORDER_TABS)
      expect(tabOf(new URL(orderListHref(tab.key, 4), 'http://x').searchParams.get('status') ?? undefined)).toBe(tab.key);
  });
});

describe('全部订单 paging: unpaid group orders first, then the paid orders', () => {
  it('splits each page between the two lists', () => {
    expect(mergedWindow(1, 10, 3)).toEqual({ unpaidCount: 3, paidOffset: 0, paidCount: 7 });
    expect(mergedWindow(2, 10, 3)).toEqual({ unpaidCount: 0, paidOffset: 7, paidCount: 10 });
    expect(mergedWindow(1, 10, 0)).toEqual({ unpaidCount: 0, paidOffset: 0, paidCount: 10 });
    expect(mergedWindow(2, 10, 14)).toEqual({ unpaidCount: 4, paidOffset: 0, paidCount: 6 });
    expect(mergedWindow(3, 10, 14)).toEqual({ unpaidCount: 0, paidOffset: 6, paidCount: 10 });
  });

  it('shows every order exactly once over all pages', () => {
    for (const unpaid of [0, 1, 9, 10, 11, 23]) {
      const paid = 37;
      const seen: string[] = [];
      const pages = Math.ceil((unpaid + paid) / 10);
      for (let page = 1; page <= pages; page++) {
        const window = mergedWindow(page, 10, unpaid);
        const start = (page - 1) * 10;
        for (let i = 0; i < window.unpaidCount; i++) seen.push(`u${start + i}`);
        for (const part of pagesCovering(window.paidOffset, window.paidCount, 10)) {
          for (let i = part.from; i < part.to; i++) {
            const index = (part.page - 1) * 10 + i;
            if (index < paid) seen.push(`p${index}`);
          }
        }
      }
      expect(seen).toEqual([...Array.from({ length: unpaid }, (_, i) => `u${i}`), ...Array.from({ length: paid }, (_, i) => `p${i}`)]);
    }
  });

  it('reads at most two mall pages for a misaligned slice', () => {
    expect(pagesCovering(7, 10, 10)).toEqual([
      { page: 1, from: 7, to: 10 },
      { page: 2, from: 0, to: 7 },
    ]);
    expect(pagesCovering(20, 10, 10)).toEqual([{ page: 3, from: 0, to: 10 }]);
    expect(pagesCovering(0, 0, 10)).toEqual([]);
  });
});

describe('presell list', () => {
  it('says where the tail stands', () => {
    expect(presellStateText({ tailPaid: false, activeStatus: 0 })).toBe('未开始');
    expect(presellStateText({ tailPaid: false, activeStatus: 1 })).toBe('等待买家付尾款');
    expect(presellStateText({ tailPaid: false, activeStatus: 2 })).toBe('交易已关闭');
    expect(presellStateText({ tailPaid: true, activeStatus: 1 })).toBe('尾款已支付');
  });

  it('finds the unpaid group orders that hold a presell deposit', () => {
    expect(isPresellGroup({ orderList: [{ activity_type: 0 }, { activity_type: 2 }] })).toBe(true);
    expect(isPresellGroup({ orderList: [{ activity_type: 0 }] })).toBe(false);
    expect(isPresellGroup({})).toBe(false);
  });
});

// The pure pieces of the user centre's sections: tabs and links, coupon states, invoice rows and details,
// settlement records, and which saved invoice titles an order's invoice may reuse.
import { describe, expect, it } from 'vitest';
import { collectHref, collectPageOf, collectTabOf, followersText, toggled, toStoreCard } from '#web/features/collect/collect-view.ts';
import { toWalletCard, walletHref, walletState, walletTabOf } from '#web/features/coupon-wallet/wallet-view.ts';
import { invoiceListHref, invoiceTabOf, toInvoiceRow } from '#web/features/invoice/invoice-list-view.ts';
import { formFromTitle, type ReceiptTitle, titlesForKind } from '#web/features/invoice/receipt-title.ts';
import { toSettleRecord } from '#web/features/settle-record/settle-record-view.ts';

describe('我的收藏', () => {
  it('reads the tab and page from the query and writes them back', () => {
    expect(collectTabOf('store')).toBe('store');
    expect(collectTabOf('x')).toBe('goods');
    expect(collectPageOf('3')).toBe(3);
    expect(collectPageOf('-1')).toBe(1);
    expect(collectPageOf(undefined)).toBe(1);
    expect(collectHref('goods')).toBe('/user/collect');
    expect(collectHref('store', 2)).toBe('/user/collect?tab=store&page=2');
  });

  it('shows a followed store with 自营 and N万人关注, and toggles the batch selection', () => {
    const card = toStoreCard({
      type_id: 4,
      merchant: { mer_id: 4, mer_name: '东联自营', mer_avatar: '/a.png', is_trader: 1, care_count: 190000 },
    });
    expect(card).toEqual({ id: 4, name: '东联自营', avatar: '/a.png', selfRun: true, followers: '19.0万人关注' });
    expect(followersText(86)).toBe('86人关注');
    expect(toStoreCard({ type_id: 9, merchant: null }).name).toBe('店铺已关闭');
    expect(toggled([1, 2], 2)).toEqual([1]);
    expect(toggled([1], 3)).toEqual([1, 3]);
  });
});

describe('我的优惠券', () => {
  const now = '2026-11-24 12:00:00';
  const base = {
    coupon_user_id: 7,
    coupon_id: 31,
    mer_id: 0,
    coupon_title: '平台通用券',
    coupon_price: '20.00',
    use_min_price: '199.00',
    start_time: '2026-11-20 00:00:00',
    end_time: '2026-12-09 23:59:59',
    type: 10,
    status: 0,
  };

  it('tells 未开始, 可使用, 已使用 and 已过期 apart', () => {
    expect(walletState(base, now)).toBe('可使用');
    expect(walletState({ ...base, start_time: '2026-11-25 00:00:00' }, now)).toBe('未开始');
    expect(walletState({ ...base, status: 1 }, now)).toBe('已使用');
    expect(walletState({ ...base, status: 2 }, now)).toBe('已过期');
    expect(walletState({ ...base, end_time: '2026-11-24 11:59:59' }, now)).toBe('已过期');
  });

  it('names every kind, the rule and the validity; only a usable coupon links to its goods', () => {
    const card = toWalletCard(base, now);
    expect(card).toMatchObject({ kind: '通用券', amount: '20', rule: '满199可用', validity: '有效时间：2026.11.20-2026.12.09' });
    expect(card.useHref).toBe('/goods_coupon?coupon_id=31');
    const kinds = [0, 1, 10, 11, 12].map((type) => toWalletCard({ ...base, type, coupon: { type } }, now).kind);
    expect(kinds).toEqual(['店铺券', '商品券', '通用券', '品类券', '跨店券']);
    expect(toWalletCard({ ...base, use_min_price: '0.00' }, now).rule).toBe('无门槛使用');
    expect(toWalletCard({ ...base, status: 1 }, now).useHref).toBeNull();
    expect(walletTabOf('used')).toBe('used');
    expect(walletHref('used', 2)).toBe('/user/my_coupon?tab=used&page=2');
  });
});

describe('我的发票', () => {
  const special = {
    order_receipt_id: 5,
    order_id: 9,
    status: 1,
    receipt_sn: 'FP20261124000005',
    status_time: '2026-11-24 10:00:00',
    create_time: '2026-11-23 09:00:00',
    receipt_info: {
      receipt_type: 2,
      receipt_title_type: 2,
      receipt_title: '东联测试有限公司',
      duty_paragraph: '91350100M000100Y43',
      bank_name: '工商银行',
      bank_code: '6222',
      address: '上海',
      tel: '021-1',
    },
    storeOrder: {
      order_sn: 'wx1',
      pay_price: '10.00',
      orderProduct: [{ product_num: 2, cart_info: { product: { store_name: '安全帽', image: '/p.png' } } }],
    },
  };

  it('maps the tabs to the mall status and back to links', () => {
    expect(invoiceTabOf('unsent')).toBe('unsent');
    expect(invoiceTabOf('nope')).toBe('all');
    expect(invoiceListHref('all')).toBe('/user/invoice_list');
    expect(invoiceListHref('issued', 3)).toBe('/user/invoice_list?tab=issued&page=3');
  });

  it('shows a VAT invoice as 专用 with the company fields, and an ordinary one with the e-mail', () => {
    const row = toInvoiceRow(special);
    expect(row).toMatchObject({
      orderSn: 'wx1',
      kind: '专用',
      status: '已开票（未寄出）',
      goods: [{ name: '安全帽', image: '/p.png', num: 2 }],
    });
    expect(row.detail.map(([label]) => label)).toEqual([
      '开票状态',
      '开票时间',
      '申请时间',
      '发票类型',
      '抬头类型',
      '单位税号',
      '发票抬头',
      '开户银行',
      '银行账号',
      '企业地址',
      '企业电话',
      '发票号码',
    ]);
    const ordinary = toInvoiceRow({
      ...special,
      status: 0,
      receipt_info: { receipt_type: 1, receipt_title_type: 1, receipt_title: '王', email: 'a@b.cn' },
    });
    expect(ordinary.status).toBe('未开票');
    expect(ordinary.kind).toBe('普通');
    expect(Object.fromEntries(ordinary.detail)).toMatchObject({ 开票时间: '—', 抬头类型: '个人', 收票邮箱: 'a@b.cn' });
  });

  it('offers the saved titles of the same kind, the default first, and fills the form from one', () => {
    const title = (id: number, type: number, isDefault = 0): ReceiptTitle => ({
      user_receipt_id: id,
      receipt_type: type,
      receipt_title: `T${id}`,
      receipt_title_type: 2,
      duty_paragraph: 'X',
      email: type === 1 ? 'e@x.cn' : '',
      bank_name: '',
      bank_code: '',
      address: '',
      tel: '',
      is_default: isDefault,
    });
    const titles = [title(1, 1), title(2, 2), title(3, 1, 1)];
    expect(titlesForKind(titles, '1').map((t) => t.user_receipt_id)).toEqual([3, 1]);
    expect(titlesForKind(titles, '2').map((t) => t.user_receipt_id)).toEqual([2]);
    expect(formFromTitle(title(1, 1))).toMatchObject({ receipt_type: '1', receipt_title_type: '2', receipt_title: 'T1', email: 'e@x.cn' });
  });
});

describe('入驻记录', () => {
  const raw = {
    mer_intention_id: 3,
    mer_name: '李氏机电',
    name: '李',
    phone: '13900000131',
    status: 0,
    create_time: '2026-11-23 10:00:00',
  };

  it('lets a pending one be edited and a rejected one be resubmitted, with the reason', () => {
    expect(toSettleRecord(raw, 'http://mall.test/')).toMatchObject({
      status: '待审核',
      editLabel: '编辑',
      editHref: '/merchant_settled?id=3',
      account: null,
    });
    const rejected = toSettleRecord({ ...raw, status: 2, fail_msg: '资质不全' }, 'http://mall.test/');
    expect(rejected).toMatchObject({ status: '审核未通过', reason: '资质不全', editLabel: '重新提交' });
    expect(Object.fromEntries(rejected.detail).未通过原因).toBe('资质不全');
  });

  it('gives an approved one the login address and the phone as the account, and no edit', () => {
    const approved = toSettleRecord({ ...raw, status: 1 }, 'http://mall.test');
    expect(approved.account).toEqual({ loginUrl: 'http://mall.test/merchant', account: '13900000131' });
    expect(approved.editHref).toBeNull();
    expect(approved.status).toBe('审核通过');
  });
});

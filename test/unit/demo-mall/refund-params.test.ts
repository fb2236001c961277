// The mall's own refund parameters, in CRMEB's terms, beside the storefront's shared refund schemas: the same
// order of checks and messages, except the waybill, whose form CRMEB does not check (docs/adr/0033).
import { describe, expect, it } from 'vitest';
import { readBackGoodsParams, readRefundApplyParams } from '../../../demo-mall/after-sales/refund-params.ts';
import { BackGoodsInputSchema } from '../../../shared/schemas/refund-schemas.ts';

const messageOf = (read: { ok: boolean; message?: string }) => (read.ok ? null : read.message);
const apply = { type: '1', refund_type: '1', num: '2', ids: '7', refund_message: '不想要了', refund_price: '12.5' };
const shipment = { delivery_type: '顺丰速运', delivery_id: 'SF1234567890', delivery_phone: '13912345678' };

describe("the mall's refund request parameters", () => {
  it('read a request with the amount in fen', () => {
    expect(readRefundApplyParams({ ...apply, ids: '7,7', pics: ['/uploads/a.png'] })).toEqual({
      ok: true,
      value: {
        type: 1,
        refund_type: 1,
        num: 2,
        ids: [7],
        refund_message: '不想要了',
        mark: '',
        refund_price_fen: 1250,
        pics: ['/uploads/a.png'],
      },
    });
  });

  it('report the first broken rule in the validator’s field order', () => {
    expect(messageOf(readRefundApplyParams({ ...apply, type: '3', refund_message: '' }))).toBe('退款类型必须在 1,2 范围内');
    expect(messageOf(readRefundApplyParams({ ...apply, num: '' }))).toBe('商品件数不能为空');
    expect(readRefundApplyParams({ ...apply, type: '2', num: '' })).toMatchObject({ ok: true, value: { num: 0 } });
    expect(messageOf(readRefundApplyParams({ ...apply, num: '0' }))).toBe('商品件数必须大于 0');
    expect(messageOf(readRefundApplyParams({ ...apply, ids: 'x', refund_message: '' }))).toBe('请选择正确的退款商品');
    expect(messageOf(readRefundApplyParams({ ...apply, refund_price: '1.005' }))).toBe('退款金额最多保留两位小数');
    expect(messageOf(readRefundApplyParams({ ...apply, pics: ['javascript:alert(1)'] }))).toBe('凭证格式不符');
  });
});

describe("the mall's return shipment parameters", () => {
  it('accept a waybill of any form, which the storefront refuses', () => {
    const odd = { ...shipment, delivery_id: '12#' };
    expect(BackGoodsInputSchema.safeParse(odd).success).toBe(false);
    expect(readBackGoodsParams(odd)).toMatchObject({ ok: true, value: { delivery_id: '12#', delivery_pics: [] } });
    expect(messageOf(readBackGoodsParams({ ...shipment, delivery_phone: '12345' }))).toBe('联系电话格式不符');
  });
});

import { describe, expect, it } from 'vitest';
import { checkGoodsForm, checkRefundForm, limitOfPreview, maxPriceText, stepNum } from '../../../web/features/refund/refund-form-rules.ts';

const bounds = { type: 1 as const, refundType: 2 as const, ids: [31], maxNum: 2, maxFen: 4710 };
const form = { num: '2', price: '47.10', message: '与描述不符', mark: '' };

describe('the refund request form', () => {
  it('a well-formed request becomes the apply body', () => {
    const checked = checkRefundForm(form, bounds, ['/uploads/a.png']);
    expect(checked).toEqual({
      ok: true,
      body: {
        type: 1,
        refund_type: 2,
        num: 2,
        ids: '31',
        refund_message: '与描述不符',
        mark: '',
        refund_price: '47.10',
        pics: ['/uploads/a.png'],
      },
    });
  });

  it('more pieces than may go back name the bound', () => {
    expect(checkRefundForm({ ...form, num: '3' }, bounds, [])).toEqual({ ok: false, field: 'num', message: '您最多可提交数量为 2 件' });
  });

  it('more money than may go back names the most', () => {
    expect(checkRefundForm({ ...form, price: '47.11' }, bounds, [])).toEqual({
      ok: false,
      field: 'price',
      message: '退款金额超出可退金额，您最多可退款 ¥47.10',
    });
    expect(maxPriceText(4710)).toBe('您最多可退款 ¥47.10');
  });

  it("the mall's field rules come first, in its order and wording", () => {
    expect(checkRefundForm({ ...form, num: '1.5' }, bounds, [])).toMatchObject({ field: 'num', message: '商品件数必须是整数' });
    expect(checkRefundForm({ ...form, message: '' }, bounds, [])).toMatchObject({ field: 'message', message: '退款原因不能为空' });
    expect(checkRefundForm({ ...form, mark: 'x'.repeat(129) }, bounds, [])).toMatchObject({
      field: 'mark',
      message: '备注长度不能超过 128',
    });
    expect(checkRefundForm({ ...form, price: '1.234' }, bounds, [])).toMatchObject({ field: 'price', message: '退款金额最多保留两位小数' });
    expect(
      checkRefundForm(
        form,
        bounds,
        Array.from({ length: 10 }, (_, i) => `/u/${i}.png`),
      ),
    ).toMatchObject({
      field: 'pics',
      message: '凭证长度不能超过 9',
    });
  });

  it('a batch request sends no quantity', () => {
    const checked = checkRefundForm({ ...form, num: '' }, { ...bounds, type: 2, ids: [31, 32] }, []);
    expect(checked.ok && checked.body.num).toBeUndefined();
    expect(checked.ok && checked.body.ids).toBe('31,32');
  });

  it("a quantity's preview holds the postage in its total: the goods are the rest", () => {
    expect(limitOfPreview({ totalRefundPrice: '24.92', postage_price: '2.66' })).toEqual({ goodsFen: 2226, postageFen: 266 });
    expect(limitOfPreview({ totalRefundPrice: '10.00', postage_price: '0.00' })).toEqual({ goodsFen: 1000, postageFen: 0 });
  });

  it('the stepper stays between 1 and the most', () => {
    expect([stepNum('2', 1, 2), stepNum('1', -1, 2), stepNum('', 1, 3), stepNum('9', -1, 3)]).toEqual(['2', '1', '2', '3']);
  });
});

describe('the return shipment form', () => {
  const goods = { company: '顺丰速运', waybill: 'SF123456789', phone: '13800000001', mark: '' };

  it('a complete shipment becomes the back_goods body', () => {
    expect(checkGoodsForm(goods, [])).toEqual({
      ok: true,
      body: { delivery_type: '顺丰速运', delivery_id: 'SF123456789', delivery_phone: '13800000001', delivery_mark: '', delivery_pics: [] },
    });
  });

  it('each field has its message', () => {
    expect(checkGoodsForm({ ...goods, company: '' }, [])).toMatchObject({ field: 'company', message: '快递公司不能为空' });
    expect(checkGoodsForm({ ...goods, waybill: 'ab' }, [])).toMatchObject({ field: 'waybill', message: '请输入正确的快递单号' });
    expect(checkGoodsForm({ ...goods, phone: '123' }, [])).toMatchObject({ field: 'phone', message: '联系电话格式不符' });
  });
});

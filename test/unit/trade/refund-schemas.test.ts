// The after-sales bodies (shared/schemas/refund-schemas.ts): what a valid request becomes (fen, id lists,
// pictures) whether it came as JSON or form text, and the first broken rule's message in the mall's order.
import { describe, expect, it } from 'vitest';
import { BackGoodsInputSchema, RefundApplyInputSchema } from '../../../shared/schemas/refund-schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('refund request (申请退款)', () => {
  it('reads form text and JSON alike: numbers, csv ids, amounts in fen, pictures', () => {
    const fromForm = RefundApplyInputSchema.parse({
      type: '2',
      refund_type: '1',
      ids: ' 7, 8,7 ',
      refund_message: ' 其它原因 ',
      refund_price: '12.5',
    });
    expect(fromForm).toEqual({
      type: 2,
      refund_type: 1,
      num: 0,
      ids: [7, 8],
      refund_message: '其它原因',
      mark: '',
      refund_price_fen: 1250,
      pics: [],
    });
    const fromJson = RefundApplyInputSchema.parse({
      type: 1,
      refund_type: 2,
      num: 3,
      ids: [9],
      refund_message: '与描述不符',
      mark: '备注',
      refund_price: 0.07,
      pics: ['https://img.example.com/a.png', '/uploads/b.jpg'],
    });
    expect(fromJson).toMatchObject({
      type: 1,
      refund_type: 2,
      num: 3,
      ids: [9],
      refund_price_fen: 7,
      pics: ['https://img.example.com/a.png', '/uploads/b.jpg'],
    });
    expect(RefundApplyInputSchema.parse({ ...fromJson, ids: '9', refund_price: '+0', pics: [] }).refund_price_fen).toBe(0);
  });

  it('reports the first broken rule only, counting characters, not UTF-16 units', () => {
    const base = { type: 1, refund_type: 1, num: 1, ids: '1', refund_message: '其它原因', refund_price: '1' };
    expect(firstMessage(RefundApplyInputSchema.safeParse({}))).toBe('退款类型不能为空');
    expect(firstMessage(RefundApplyInputSchema.safeParse({ ...base, num: undefined, refund_message: '' }))).toBe('商品件数不能为空');
    expect(firstMessage(RefundApplyInputSchema.safeParse({ ...base, type: 2, num: undefined }))).toBeUndefined();
    expect(firstMessage(RefundApplyInputSchema.safeParse({ ...base, refund_message: '😀'.repeat(128) }))).toBeUndefined();
    expect(firstMessage(RefundApplyInputSchema.safeParse({ ...base, refund_message: '😀'.repeat(129) }))).toBe('退款原因长度不能超过 128');
    expect(firstMessage(RefundApplyInputSchema.safeParse({ ...base, ids: '1,-2' }))).toBe('请选择正确的退款商品');
  });
});

describe('return shipment (退回商品)', () => {
  it('accepts a complete shipment and checks waybill, phone and pictures', () => {
    const good = { delivery_type: '顺丰速运', delivery_id: 'SF1234567890', delivery_phone: '13912345678' };
    expect(BackGoodsInputSchema.parse(good)).toEqual({ ...good, delivery_mark: '', delivery_pics: [] });
    expect(firstMessage(BackGoodsInputSchema.safeParse({ ...good, delivery_id: 'SF 123' }))).toBe('请输入正确的快递单号');
    expect(firstMessage(BackGoodsInputSchema.safeParse({ ...good, delivery_phone: '23912345678' }))).toBe('联系电话格式不符');
    expect(firstMessage(BackGoodsInputSchema.safeParse({ ...good, delivery_pics: '/a.png' }))).toBe('凭证必须是数组');
  });
});

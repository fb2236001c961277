// The mall's own trade parameters, in CRMEB's terms, beside the storefront's shared schemas: where they agree
// and where the backend is deliberately laxer or words a refusal its own way (docs/adr/0033).
import { describe, expect, it } from 'vitest';
import { readAddressParams } from '../../../demo-mall/trade/params/address-params.ts';
import { readOrderCreateParams } from '../../../demo-mall/trade/params/order-params.ts';
import { readReceiptParams } from '../../../demo-mall/trade/params/receipt-params.ts';
import { readReviewParams } from '../../../demo-mall/trade/params/review-params.ts';
import { AddressInputSchema, ReceiptInputSchema } from '../../../shared/schemas/trade-schemas.ts';

const messageOf = (read: { ok: boolean; message?: string }) => (read.ok ? null : read.message);
const company = { receipt_type: '1', receipt_title: '示例公司', receipt_title_type: '2', duty_paragraph: '91110000X', email: 'a@b.cn' };
const area = [
  { id: 1, name: '省' },
  { id: 2, name: '市' },
  { id: 3, name: '区' },
];
const address = { real_name: '张三', phone: '13800138000', area, detail: '一号', is_default: '1' };

describe("the mall's invoice parameters", () => {
  it('accept a tax number the storefront refuses: CRMEB only asks for letters and digits', () => {
    expect(ReceiptInputSchema.safeParse(company).success).toBe(false);
    const read = readReceiptParams(company);
    expect(read).toMatchObject({ ok: true, value: { receipt_title_type: 2, duty_paragraph: '91110000X', email: 'a@b.cn' } });
    expect(messageOf(readReceiptParams({ ...company, duty_paragraph: '9111-0000' }))).toBe('税号只能是字母和数字');
  });

  it('keep the fields of the chosen kind only, and refuse a special invoice made out to a person', () => {
    const special = { ...company, receipt_type: '2', bank_name: '银行', bank_code: '6222', address: '地址', tel: '010' };
    expect(readReceiptParams(special)).toMatchObject({ ok: true, value: { receipt_type: 2, email: '', bank_code: '6222' } });
    expect(messageOf(readReceiptParams({ ...special, bank_code: '62-22' }))).toBe('银行卡号必须是数字');
    expect(messageOf(readReceiptParams({ ...special, receipt_title_type: '1' }))).toBe('增值税专用发票抬头类型必须为企业');
  });
});

describe("the mall's address parameters", () => {
  it('read a complete address and word the phone as CRMEB labels it', () => {
    expect(readAddressParams(address)).toMatchObject({ ok: true, value: { address_id: 0, area, is_default: true } });
    expect(AddressInputSchema.safeParse({ ...address, phone: '123' }).error?.issues[0]?.message).toBe('请输入正确的手机号码');
    expect(messageOf(readAddressParams({ ...address, phone: '123' }))).toBe('收货人电话格式不符');
  });

  it('ask for three region steps, each an id and a name', () => {
    expect(messageOf(readAddressParams({ ...address, area: [] }))).toBe('收货信息不能为空');
    expect(messageOf(readAddressParams({ ...address, area: area.slice(0, 2) }))).toBe('收货信息长度不能小于 3');
    expect(messageOf(readAddressParams({ ...address, area: [...area.slice(0, 2), { id: 3 }] }))).toBe('请选择正确的收货地址');
  });
});

describe("the mall's order and review parameters", () => {
  const order = { pay_type: 'balance', cart_id: ['4', 5], mark: { 1: '请尽快' } };

  it('check the pay type first, then the invoices, then the cart', () => {
    expect(messageOf(readOrderCreateParams({ ...order, pay_type: 'cash', cart_id: [] }))).toBe('请选择正确的支付方式');
    expect(messageOf(readOrderCreateParams({ ...order, receipt_data: 'x', cart_id: [] }))).toBe('发票信息有误');
    expect(messageOf(readOrderCreateParams({ ...order, cart_id: ['x'] }))).toBe('数据无效');
    expect(messageOf(readOrderCreateParams({ ...order, mark: { 1: '言'.repeat(151) } }))).toBe('买家留言长度不能超过 150');
    expect(readOrderCreateParams(order)).toMatchObject({ ok: true, value: { cart_id: [4, 5], address_id: 0, mark: { 1: '请尽快' } } });
  });

  it('hold review scores to 1 - 5 and pictures to six addresses of the web', () => {
    const review = { comment: '好', product_score: '5', service_score: 4, postage_score: '3', pics: ['/uploads/a.png'] };
    expect(readReviewParams(review)).toMatchObject({ ok: true, value: { product_score: 5, service_score: 4, pics: ['/uploads/a.png'] } });
    expect(messageOf(readReviewParams({ ...review, comment: '' }))).toBe('评论不能为空');
    expect(messageOf(readReviewParams({ ...review, service_score: '6' }))).toBe('服务分数只能在 1 - 5 之间');
    expect(messageOf(readReviewParams({ ...review, pics: '/uploads/a.png' }))).toBe('评价图片必须是数组');
    expect(messageOf(readReviewParams({ ...review, pics: Array(7).fill('/a.png') }))).toBe('评价最多上传6张图片');
    expect(messageOf(readReviewParams({ ...review, pics: ['javascript:alert(1)'] }))).toBe('评价图片格式不符');
  });
});

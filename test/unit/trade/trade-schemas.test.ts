import { describe, expect, it } from 'vitest';
import { isValidCreditCode, isValidTaxNo } from '../../../shared/company/credit-code.ts';
import { firstIssueMessage } from '../../../shared/schemas/auth-schemas.ts';
import {
  AddressInputSchema,
  EvaluationInputSchema,
  OrderCheckInputSchema,
  OrderCreateInputSchema,
  OrderNoteSchema,
  OrderReceiptSchema,
  ReceiptInputSchema,
  TRADE_MESSAGES,
} from '../../../shared/schemas/trade-schemas.ts';

const area = [
  { id: 440000, name: '广东省' },
  { id: 440300, name: '深圳市' },
  { id: 440305, name: '南山区' },
  { id: 440305007000, name: '粤海街道' },
];
const address = { real_name: '张三', phone: '13800138000', area, detail: '科技园南区 8 栋 501', is_default: 1 };

describe('address (收货地址)', () => {
  it('accepts a complete address and reads numbers and flags from form text', () => {
    const parsed = AddressInputSchema.parse({
      ...address,
      area: area.map((a) => ({ id: String(a.id), name: a.name })),
      is_default: '1',
      address_id: '12',
    });
    expect(parsed).toMatchObject({ address_id: 12, real_name: '张三', is_default: true, post_code: '' });
    expect(parsed.area[3]).toEqual({ id: 440305007000, name: '粤海街道' });
    expect(AddressInputSchema.parse({ ...address, is_default: 0 }).address_id).toBe(0);
    expect(AddressInputSchema.parse({ ...address, is_default: 0 }).is_default).toBe(false);
  });

  it('says what is missing, in the mall validator order', () => {
    expect(firstIssueMessage(AddressInputSchema, {})).toBe('收货人姓名不能为空');
    expect(firstIssueMessage(AddressInputSchema, { ...address, real_name: '   ' })).toBe('收货人姓名不能为空');
    expect(firstIssueMessage(AddressInputSchema, { ...address, phone: '' })).toBe('请输入手机号码');
    expect(firstIssueMessage(AddressInputSchema, { ...address, phone: '12800138000' })).toBe('请输入正确的手机号码');
    expect(firstIssueMessage(AddressInputSchema, { ...address, area: undefined })).toBe('收货信息不能为空');
    expect(firstIssueMessage(AddressInputSchema, { ...address, area: [] })).toBe('收货信息不能为空');
    expect(firstIssueMessage(AddressInputSchema, { ...address, detail: '' })).toBe('收货人详细地址不能为空');
  });

  it('refuses a malformed region chain', () => {
    expect(firstIssueMessage(AddressInputSchema, { ...address, area: '广东省' })).toBe('请选择正确的收货地址');
    expect(firstIssueMessage(AddressInputSchema, { ...address, area: [{ id: 440000 }] })).toBe('请选择正确的收货地址');
    expect(firstIssueMessage(AddressInputSchema, { ...address, area: [{ id: 'x', name: '广东省' }] })).toBe('请选择正确的收货地址');
    expect(firstIssueMessage(AddressInputSchema, { ...address, area: [...area, { id: 1, name: '多' }] })).toBe(TRADE_MESSAGES.areaInvalid);
  });
});

describe('tax number (单位税号)', () => {
  it('checks the unified social credit code digit', () => {
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
    expect(isValidCreditCode('9144030071526726XG')).toBe(true);
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    // I, O, S, V, Z are not in the code's alphabet
    expect(isValidCreditCode('91350100M000100YI3')).toBe(false);
  });

  it('takes 15, 17, 18 or 20 digits and capital letters', () => {
    for (const good of ['110108000000016', '11010800000001612', '11010800000001612345']) expect(isValidTaxNo(good), good).toBe(true);
    for (const bad of ['1101080000000161', '110108000000016123', '91350100m000100y43', '110108-00000016']) {
      expect(isValidTaxNo(bad), bad).toBe(false);
    }
  });
});

describe('invoice (发票)', () => {
  const personalNormal = { receipt_type: 1, receipt_title_type: 1, receipt_title: '张三', email: 'zhang@example.com' };
  const companyNormal = {
    receipt_type: '1',
    receipt_title_type: '2',
    receipt_title: '东联工业品有限公司',
    duty_paragraph: '91350100M000100Y43',
    email: 'fp@example.com',
  };
  const companySpecial = {
    receipt_type: 2,
    receipt_title_type: 2,
    receipt_title: '东联工业品有限公司',
    duty_paragraph: '91350100M000100Y43',
    bank_name: '招商银行深圳分行',
    bank_code: '6225880123456789',
    address: '深圳市南山区科技园',
    tel: '0755-88888888',
  };

  it('accepts the three valid kinds and keeps only the fields each uses', () => {
    expect(ReceiptInputSchema.parse({ ...personalNormal, duty_paragraph: 'x', bank_name: 'y' })).toEqual({
      receipt_type: 1,
      receipt_title_type: 1,
      receipt_title: '张三',
      duty_paragraph: '',
      email: 'zhang@example.com',
      bank_name: '',
      bank_code: '',
      address: '',
      tel: '',
    });
    expect(ReceiptInputSchema.parse(companyNormal)).toMatchObject({
      receipt_type: 1,
      receipt_title_type: 2,
      duty_paragraph: '91350100M000100Y43',
    });
    expect(ReceiptInputSchema.parse({ ...companySpecial, email: 'a@b.cn' })).toMatchObject({
      receipt_type: 2,
      email: '',
      bank_code: '6225880123456789',
    });
  });

  it('reports each missing or wrong field with its message', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, '发票类型不能为空'],
      [{ ...personalNormal, receipt_type: 3 }, '发票类型必须在 1,2 范围内'],
      [{ ...personalNormal, receipt_title: ' ' }, '发票抬头不能为空'],
      [{ ...personalNormal, receipt_title_type: '' }, '发票抬头类型不能为空'],
      [{ ...personalNormal, receipt_title_type: 'company' }, '发票抬头类型必须在 1,2 范围内'],
      [{ ...companySpecial, receipt_title_type: 1 }, '增值税专用发票抬头类型必须为企业'],
      [{ ...companyNormal, duty_paragraph: '' }, '税号不能为空'],
      [{ ...companyNormal, duty_paragraph: '91350100M000100Y44' }, '税号格式不符'],
      [{ ...companyNormal, duty_paragraph: '1234' }, '税号格式不符'],
      [{ ...personalNormal, email: '' }, '邮箱不能为空'],
      [{ ...personalNormal, email: 'zhang@example' }, '邮箱格式不符'],
      [{ ...companySpecial, bank_name: '' }, '开户行不能为空'],
      [{ ...companySpecial, bank_code: '' }, '银行卡号不能为空'],
      [{ ...companySpecial, bank_code: '6225 8801' }, '银行卡号必须是数字'],
      [{ ...companySpecial, address: '' }, '企业地址不能为空'],
      [{ ...companySpecial, tel: '' }, '企业电话不能为空'],
    ];
    for (const [input, message] of cases) expect([input, firstIssueMessage(ReceiptInputSchema, input)]).toEqual([input, message]);
  });

  it('refuses a non-object and names the merchant inside an order', () => {
    expect(firstIssueMessage(ReceiptInputSchema, 'receipt')).toBe('发票信息有误');
    expect(OrderReceiptSchema.parse({ ...companyNormal, mer_id: '5' }).mer_id).toBe(5);
    expect(firstIssueMessage(OrderReceiptSchema, { ...companyNormal })).toBe('发票信息有误');
    expect(firstIssueMessage(OrderReceiptSchema, { ...companyNormal, mer_id: 5, email: '' })).toBe('邮箱不能为空');
  });
});

describe('order note (买家留言)', () => {
  it('allows 150 characters, counting Chinese characters as one', () => {
    expect(OrderNoteSchema.parse('  请尽快发货  ')).toBe('请尽快发货');
    expect(firstIssueMessage(OrderNoteSchema, '字'.repeat(150))).toBeNull();
    expect(firstIssueMessage(OrderNoteSchema, '😀'.repeat(150))).toBeNull();
    expect(firstIssueMessage(OrderNoteSchema, '字'.repeat(151))).toBe('买家留言长度不能超过 150');
    expect(OrderNoteSchema.parse(undefined)).toBe('');
  });
});

describe('order check and create bodies', () => {
  const body = {
    cart_id: [3, '4'],
    address_id: '7',
    use_coupon: { '2': [11], '0': ['12'] },
    takes: [2],
    use_integral: 'true',
    mark: { '2': '周末送货' },
    receipt_data: [{ receipt_type: 1, receipt_title_type: 1, receipt_title: '张三', email: 'z@example.com', mer_id: 2 }],
    pay_type: 'pc',
    key: 'abc',
  };

  it('reads a full create body', () => {
    const parsed = OrderCreateInputSchema.parse(body);
    expect(parsed).toMatchObject({
      cart_id: [3, 4],
      address_id: 7,
      use_coupon: { '2': [11], '0': [12] },
      takes: [2],
      use_integral: true,
      pay_type: 'pc',
      key: 'abc',
    });
    expect(parsed.mark).toEqual({ '2': '周末送货' });
    expect(parsed.receipt_data[0]).toMatchObject({ mer_id: 2, receipt_type: 1 });
  });

  it('checks the pay type first, then invoices, then the cart', () => {
    expect(firstIssueMessage(OrderCreateInputSchema, { ...body, pay_type: 'cash', cart_id: [] })).toBe('请选择正确的支付方式');
    expect(firstIssueMessage(OrderCreateInputSchema, { ...body, receipt_data: ['x'], cart_id: [] })).toBe('发票信息有误');
    expect(firstIssueMessage(OrderCreateInputSchema, { ...body, cart_id: [] })).toBe('数据无效');
    expect(firstIssueMessage(OrderCreateInputSchema, { ...body, cart_id: ['a'] })).toBe('数据无效');
    expect(firstIssueMessage(OrderCreateInputSchema, { ...body, mark: { '2': '字'.repeat(151) } })).toBe('买家留言长度不能超过 150');
  });

  it('fills the optional parts of a check body', () => {
    expect(OrderCheckInputSchema.parse({ cart_id: 9 })).toEqual({
      cart_id: [9],
      address_id: 0,
      use_coupon: {},
      takes: [],
      use_integral: false,
    });
    expect(firstIssueMessage(OrderCheckInputSchema, {})).toBe('数据无效');
  });
});

describe('evaluation (评价)', () => {
  const review = {
    comment: '质量不错，发货快',
    product_score: 5,
    service_score: '4',
    postage_score: 3,
    pics: ['/api/assets/upload/a.png', 'https://img.example.com/b.jpg'],
  };

  it('accepts stars 1 to 5, a comment and up to 6 pictures', () => {
    expect(EvaluationInputSchema.parse(review)).toMatchObject({ service_score: 4, pics: review.pics });
    expect(EvaluationInputSchema.parse({ ...review, pics: undefined }).pics).toEqual([]);
    expect(firstIssueMessage(EvaluationInputSchema, { ...review, pics: Array(6).fill('/p.png') })).toBeNull();
  });

  it('names the failing part', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...review, comment: '' }, '评论不能为空'],
      [{ ...review, comment: '好'.repeat(129) }, '评论长度不能超过 128'],
      [{ ...review, product_score: undefined }, '商品分数不能为空'],
      [{ ...review, product_score: 0 }, '商品分数只能在 1 - 5 之间'],
      [{ ...review, product_score: 6 }, '商品分数只能在 1 - 5 之间'],
      [{ ...review, product_score: 4.5 }, '商品分数必须是整数'],
      [{ ...review, service_score: 'five' }, '服务分数必须是整数'],
      [{ ...review, service_score: '' }, '服务分数不能为空'],
      [{ ...review, postage_score: 9 }, '物流分数只能在 1 - 5 之间'],
      [{ ...review, pics: Array(7).fill('/p.png') }, '评价最多上传6张图片'],
      [{ ...review, pics: ['javascript:alert(1)'] }, '评价图片格式不符'],
      [{ ...review, pics: ['//evil.example.com/x.png'] }, '评价图片格式不符'],
      [{ ...review, pics: 'a.png' }, '评价图片格式不符'],
    ];
    for (const [input, message] of cases) expect([input, firstIssueMessage(EvaluationInputSchema, input)]).toEqual([input, message]);
  });
});

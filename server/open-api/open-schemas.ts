// What the open API accepts, checked before the mall is asked; the messages are for the integrator, in Chinese.
// The OpenAPI document (openapi-document.ts) is generated from these same schemas.
import { z } from 'zod';
import { MAX_ORDER_LINES } from './order-submit.ts';

export const MAX_BATCH_SKUS = 100;

const id = (name: string) => z.int(`${name}须为正整数`).min(1, `${name}须为正整数`).max(2_147_483_647, `${name}须为正整数`);
const code = z.string('编码须为文本').trim().min(1, '编码不能为空').max(64, '编码长度不能超过 64');
const quantity = z.int('数量须为正整数').min(1, '数量须为正整数').max(99_999, '数量不能超过 99999');
const skuLine = z.object({ code, quantity }).strict();
const payment = z.enum(['credit', 'balance'], '付款方式须为 credit（企业账期）或 balance（企业余额）');

const page = z
  .string()
  .regex(/^[1-9]\d{0,5}$/, '页码须为正整数')
  .optional();
const limit = z
  .string()
  .regex(/^(?:[1-9]\d?|100)$/, '每页条数须为 1–100')
  .optional();

export const PricesInput = z
  .object({
    skus: z
      .array(z.object({ code, quantity: quantity.optional() }).strict(), 'skus 须为数组')
      .min(1, '请至少查询一个 SKU')
      .max(MAX_BATCH_SKUS, `一次最多查询 ${MAX_BATCH_SKUS} 个 SKU`),
  })
  .strict();

export const DeliveryCheckInput = z
  .object({
    address_id: id('收货地址'),
    lines: z.array(skuLine, 'lines 须为数组').min(1, '请至少填写一行').max(MAX_BATCH_SKUS, `一次最多 ${MAX_BATCH_SKUS} 行`),
  })
  .strict();

export const OrderSubmitInput = z
  .object({
    lines: z.array(skuLine, 'lines 须为数组').min(1, '请至少填写一行').max(MAX_ORDER_LINES, `一个订单最多 ${MAX_ORDER_LINES} 行`),
    address_id: id('收货地址'),
    po_number: z
      .string('采购单号须为文本')
      .trim()
      .max(32, '采购单号不能超过 32 个字符')
      .regex(/^[A-Za-z0-9\-_/.]*$/, '采购单号只能包含字母、数字和 - _ / . 符号')
      .optional(),
    cost_center_id: z.int('成本中心须为整数').min(0, '成本中心须为整数').optional(),
    payment: payment.optional(),
    remark: z.string('备注须为文本').max(200, '备注不能超过 200 个字').optional(),
  })
  .strict();

export const PayInput = z.object({ payment }).strict();

export const ReceiptInput = z
  .object({
    lines: z
      .array(
        z
          .object({
            order_product_id: id('订单商品'),
            received_num: z.int('实收数量须为整数').min(0, '实收数量须为整数'),
            reason: z.string('差异原因须为文本').max(200, '差异原因不能超过 200 个字').optional(),
            pics: z.array(z.string()).max(6, '每个商品最多上传 6 张照片').optional(),
          })
          .strict(),
        'lines 须为数组',
      )
      .max(200, '验收明细过多')
      .optional(),
  })
  .strict();

const invoiceText = (name: string) => z.string(`${name}须为文本`).max(100, `${name}不超过 100 个字`).optional();

export const InvoiceRequestInput = z
  .object({
    statement_id: id('对账单'),
    mer_id: id('店铺'),
    kind: z.enum(['special', 'normal'], '发票类型须为 special（专票）或 normal（普票）'),
    title: invoiceText('发票抬头'),
    tax_no: invoiceText('纳税人识别号'),
    address: invoiceText('地址'),
    phone: invoiceText('电话'),
    bank_name: invoiceText('开户银行'),
    bank_account: invoiceText('银行账号'),
  })
  .strict();

export const MessageAckInput = z
  .object({ ids: z.array(id('消息'), 'ids 须为数组').min(1, '请选择要确认的消息').max(100, '一次最多确认 100 条消息') })
  .strict();

export const EmptyInput = z.object({}).strict();

export const PageQuery = z.object({ page, limit });
export const ProductsQuery = z.object({
  page,
  limit,
  keyword: z.string().max(50, '关键词不能超过 50 个字').optional(),
  changed_since: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}:\d{2})?$/, 'changed_since 须为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss')
    .optional(),
});
export const OrdersQuery = z.object({ page, limit, po_number: z.string().max(32, '采购单号不能超过 32 个字符').optional() });
export const MessagesQuery = z.object({ page, limit, all: z.enum(['0', '1'], 'all 须为 0 或 1').optional() });
export const DownloadQuery = z.object({ format: z.enum(['pdf', 'xml'], '请选择下载格式（pdf 或 xml）') });

/** The first problem of a failed parse, as the open API says it. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '请求数据有误';
  if (issue.code === 'unrecognized_keys') return `不支持的字段：${issue.keys.join('、')}`;
  return issue.message;
}

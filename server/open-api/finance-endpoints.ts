// Statements, invoice requests and invoice files (docs/open-api.md §Invoices): the company's monthly statement
// (对账单) is confirmed, its merchants' goods are invoiced on request (集中开票, 数电发票) and each issued invoice
// downloads as PDF or XML, all as docs/company-api.md §4 and §12 describe.
import type { z } from 'zod';
import type { OpenRoute } from './open-route.ts';
import { DownloadQuery, EmptyInput, InvoiceRequestInput, PageQuery } from './open-schemas.ts';

const PROFILE_FIELDS = ['title', 'tax_no', 'address', 'phone', 'bank_name', 'bank_account'] as const;

export const FINANCE_ROUTES: OpenRoute[] = [
  {
    method: 'GET',
    path: '/open/v1/statements',
    operationId: 'listStatements',
    summary: '对账单列表（按月）',
    tag: '对账与发票',
    scope: 'invoices',
    write: false,
    query: PageQuery,
    answerDescription: '{count, list: [statement]}',
    handle: (context) =>
      context.mall.get('/api/company/statement/lst', { page: context.query.page ?? 1, limit: context.query.limit ?? 12 }),
  },
  {
    method: 'GET',
    path: '/open/v1/statements/{statement_id}',
    operationId: 'getStatement',
    summary: '对账单明细',
    tag: '对账与发票',
    scope: 'invoices',
    write: false,
    answerDescription: '{statement, list: [line]}',
    handle: (context) => context.mall.get(`/api/company/statement/detail/${context.params.statement_id}`),
  },
  {
    method: 'POST',
    path: '/open/v1/statements/{statement_id}/confirm',
    operationId: 'confirmStatement',
    summary: '确认对账单（确认后可申请开票）',
    tag: '对账与发票',
    scope: 'invoices',
    write: true,
    body: EmptyInput,
    answerDescription: '{statement_id, confirmed: true}',
    async handle(context) {
      await context.mall.post(`/api/company/statement/confirm/${context.params.statement_id}`);
      return { statement_id: context.params.statement_id, confirmed: true };
    },
  },
  {
    method: 'GET',
    path: '/open/v1/invoices',
    operationId: 'listInvoices',
    summary: '可开票金额与已申请的发票（按对账单与店铺）',
    tag: '对账与发票',
    scope: 'invoices',
    write: false,
    answerDescription: '{count, list: [billing], profile}',
    handle: (context) => context.mall.get('/api/company/invoice/lst'),
  },
  {
    method: 'POST',
    path: '/open/v1/invoices',
    operationId: 'requestInvoice',
    summary: '申请开票（集中开票；未填写的抬头与税务信息取企业开票信息）',
    tag: '对账与发票',
    scope: 'invoices',
    write: true,
    body: InvoiceRequestInput,
    answerDescription: '{invoice, repeated}',
    async handle(context) {
      const body = context.body as z.infer<typeof InvoiceRequestInput>;
      const profile = await context.mall.get<Partial<Record<(typeof PROFILE_FIELDS)[number], string>>>('/api/company/invoice/profile');
      const fields = Object.fromEntries(PROFILE_FIELDS.map((name) => [name, body[name] ?? profile[name] ?? '']));
      const { repeated, ...invoice } = await context.mall.post<{ repeated?: boolean; invoice_id: number }>(
        `/api/company/invoice/request/${body.statement_id}`,
        { mer_id: body.mer_id, kind: body.kind, ...fields },
      );
      return { invoice, repeated: repeated === true };
    },
  },
  {
    method: 'GET',
    path: '/open/v1/invoices/{invoice_id}/file',
    operationId: 'downloadInvoice',
    summary: '下载已开具的数电发票（PDF 或 XML）',
    tag: '对账与发票',
    scope: 'invoices',
    write: false,
    query: DownloadQuery,
    answers: 'file',
    answerDescription: 'the PDF or XML file',
    handle: (context) => context.mall.file(`/api/company/invoice/download/${context.params.invoice_id}`, { type: context.query.format }),
  },
];

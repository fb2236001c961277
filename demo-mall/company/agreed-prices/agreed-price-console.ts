// Demo merchant console for 企业协议价 (/demo/merchant/agreements, a door under /demo/merchant): the merchant sets a
// company's agreed prices per SKU. Each action answers the page again with a notice; a refusal is HTTP 400 and keeps
// what was typed.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { QUICK_ORDER_FILE_MAX_BYTES } from '#shared/quick-order/quick-order-rules.ts';
import { AGREEMENT_MESSAGES as M, AGREEMENT_TIERS_MAX } from '#shared/company/agreement-price-rules.ts';
import { localDate } from '#shared/pricing/agreement-price.ts';
import { formatFen } from '#shared/money.ts';
import { formatDateTime } from '../../core/envelope.ts';
import { readParams } from '../../core/params.ts';
import type { CodeIndex } from '../quick-order/part-numbers.ts';
import { type AgreementConsoleView, agreementConsolePage, type ConsoleCompany } from './agreed-price-console-page.ts';
import { checkImportRows } from './agreed-price-import.ts';
import { readAgreementParams } from './agreed-price-params.ts';
import type { AgreementRow, AgreementStore } from './agreed-price-store.ts';
import { agreementView } from './agreed-price-views.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { Clock } from '../../core/clock.ts';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import type { FileReaders } from '../quick-order/file-readers.ts';

/** The upload's company and file; a message when either is missing or the file is over the limit. */
async function uploadOf(request: FastifyRequest): Promise<{ companyId: number; filename: string; data: Buffer } | string> {
  let companyId = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field' && part.fieldname === 'company_id') companyId = Number.parseInt(String(part.value), 10) || 0;
      else if (part.type === 'file' && part.fieldname === 'file') {
        const data = await part.toBuffer();
        return data.length > 0 ? { companyId, filename: part.filename, data } : M.importFile;
      } else if (part.type === 'file') part.file.resume();
    }
    return M.importFile;
  } catch (error) {
    return (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? '文件大小不能超过 1M' : M.importFile;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** The form's fields as sent, to show them again after a refusal. */
function formOf(params: Readonly<Record<string, unknown>>): Record<string, string> {
  const form: Record<string, string> = {};
  for (const name of ['code', 'min_qty', 'step', 'start_date', 'end_date']) form[name] = text(params[name]);
  for (let n = 1; n <= AGREEMENT_TIERS_MAX; n++) {
    form[`from_${n}`] = text(params[`from_${n}`]);
    form[`price_${n}`] = text(params[`price_${n}`]);
  }
  form.from_1 ||= '1';
  return form;
}

/** An agreement in the form's fields, for 编辑. */
function formOfRow(row: AgreementRow, code: string): Record<string, string> {
  const tiers = JSON.parse(row.tiers) as { from: number; fen: number }[];
  const form: Record<string, string> = {
    code,
    min_qty: String(row.min_qty),
    step: String(row.step_qty),
    start_date: row.start_date,
    end_date: row.end_date,
  };
  tiers.forEach((tier, index) => {
    form[`from_${index + 1}`] = String(tier.from);
    form[`price_${index + 1}`] = formatFen(tier.fen);
  });
  return form;
}

/** What the platform's agreement console uses of the mall. */
export interface AgreementConsoleDeps {
  db: DemoMallDatabase;
  catalogue: Catalogue;
  now: Clock;
  /** the threads an uploaded file is read in (ADR 0028) */
  fileReaders: FileReaders;
}

export function registerAgreementConsole(
  app: FastifyInstance,
  options: AgreementConsoleDeps,
  agreements: AgreementStore,
  codes: CodeIndex,
): void {
  const { catalogue, now } = options;
  const companies = options.db.prepare('SELECT company_id, name FROM companies ORDER BY company_id');

  function render(reply: FastifyReply, companyId: number, form: Record<string, string>, notice?: AgreementConsoleView['notice']) {
    const today = localDate(new Date(now()));
    const list = companies.all() as ConsoleCompany[];
    const chosen = list.some((c) => c.company_id === companyId) ? companyId : (list[0]?.company_id ?? 0);
    const rows = agreements.ofCompany(chosen).map((row) => agreementView(row, catalogue, codes, today));
    const html = agreementConsolePage({ companies: list, companyId: chosen, rows, form, notice, today });
    return reply
      .code(notice?.warn ? 400 : 200)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  const companyOf = (params: Readonly<Record<string, unknown>>) => Number.parseInt(text(params.company_id), 10) || 0;
  const known = (companyId: number) => (companies.all() as ConsoleCompany[]).some((c) => c.company_id === companyId);

  app.get('/demo/merchant/agreements', async (request, reply) => {
    const params = readParams(request);
    const companyId = companyOf(params);
    const editing = agreements.find(Number.parseInt(text(params.edit), 10) || 0);
    if (editing && editing.company_id === companyId) {
      const found = catalogue.goods.skuByUnique.get(editing.sku_unique);
      const code = found ? codes.skuCode(found.product, found.sku) : '';
      return render(reply, companyId, formOfRow(editing, code));
    }
    return render(reply, companyId, formOf({}));
  });

  app.post('/demo/merchant/agreements/save', async (request, reply) => {
    const params = readParams(request);
    const companyId = companyOf(params);
    if (!known(companyId)) return render(reply, companyId, formOf(params), { text: M.companyMissing, warn: true });
    const today = localDate(new Date(now()));
    const checked = readAgreementParams(params, { companyId, codes, today });
    if (!checked.ok) return render(reply, companyId, formOf(params), { text: checked.message, warn: true });
    agreements.save(checked.value, formatDateTime(new Date(now())));
    return render(reply, companyId, formOf({}), { text: `${M.saved}：${text(params.code)}`, warn: false });
  });

  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: QUICK_ORDER_FILE_MAX_BYTES, parts: 10, fieldSize: 1024, files: 1 },
      isPartAFile: (_field, _type, filename) => filename !== undefined,
    });
    scope.post('/demo/merchant/agreements/import', async (request, reply) => {
      const upload = request.isMultipart() ? await uploadOf(request) : M.importFile;
      const companyId = typeof upload === 'string' ? 0 : upload.companyId;
      if (typeof upload === 'string') return render(reply, companyId, formOf({}), { text: upload, warn: true });
      if (!known(companyId)) return render(reply, companyId, formOf({}), { text: M.companyMissing, warn: true });
      const read = await options.fileReaders.readAgreementPrices(upload.filename, upload.data);
      if (!read.ok) return render(reply, companyId, formOf({}), { text: read.message, warn: true });
      const checked = checkImportRows(read.rows, { companyId, codes, today: localDate(new Date(now())) });
      if (!checked.ok) {
        const [title = '', ...lines] = checked.errors;
        return render(reply, companyId, formOf({}), { text: title, warn: true, lines });
      }
      agreements.saveAll(checked.inputs, formatDateTime(new Date(now())));
      return render(reply, companyId, formOf({}), { text: `已导入${checked.inputs.length}条协议价`, warn: false });
    });
  });

  app.post('/demo/merchant/agreements/delete', async (request, reply) => {
    const params = readParams(request);
    const companyId = companyOf(params);
    const row = agreements.find(Number.parseInt(text(params.agreement_id), 10) || 0);
    // a second click finds it gone and says so, changing nothing
    if (!row || row.company_id !== companyId) return render(reply, companyId, formOf({}), { text: M.missing, warn: true });
    agreements.remove(row.agreement_id);
    return render(reply, companyId, formOf({}), { text: M.deleted, warn: false });
  });
}

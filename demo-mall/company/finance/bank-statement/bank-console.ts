// Demo-only platform console routes for bank statements (docs/company-api.md §3.6), under the remittance
// confirmation console's door (/demo/platform/remittance/*, ADR 0030 guards it like the rest). An upload is
// bounded like the quick order's (ADR 0028): the 1 MB cap while it arrives, then read by the shared file reader
// threads; its lines are kept as an import and shown as they match. Confirming credits every matched line once.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatFen } from '#shared/money.ts';
import { QUICK_ORDER_FILE_MAX_BYTES } from '#shared/quick-order/quick-order-rules.ts';
import { formatDateTime } from '../../../core/envelope.ts';
import type { RemittanceStore } from '../remittance-store.ts';
import { BANK_CONSOLE_PATH, bankImportPage, bankUploadPage, type Notice } from './bank-console-page.ts';
import { createBankImports } from './bank-import-store.ts';
import type { DemoMallDatabase } from '../../../db/database.ts';
import type { CompanyLedger } from '../../company-ledger.ts';
import type { Clock } from '../../../core/clock.ts';
import type { FileReaders } from '../../quick-order/file-readers.ts';

const RECENT_IMPORTS = 10;
const NO_FILE = '请选择银行流水文件';

async function filePart(request: FastifyRequest): Promise<{ filename: string; data: Buffer } | string> {
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file') return { filename: part.filename, data: await part.toBuffer() };
      if (part.type === 'file') part.file.resume();
    }
    return NO_FILE;
  } catch (error) {
    return (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? '文件大小不能超过 1M' : NO_FILE;
  }
}

/** What the platform's bank statement import uses of the mall. */
export interface BankConsoleDeps {
  db: DemoMallDatabase;
  ledger: CompanyLedger;
  now: Clock;
  /** the threads an uploaded file is read in (ADR 0028) */
  fileReaders: FileReaders;
}

export function registerBankConsole(app: FastifyInstance, options: BankConsoleDeps, remittances: RemittanceStore): void {
  const { db, ledger, now, fileReaders } = options;
  const imports = createBankImports(db, remittances);
  const time = () => formatDateTime(new Date(now()));
  const companyName = (id: number) => ledger.account(id)?.name ?? '';

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
  const uploadPage = (reply: FastifyReply, notice?: Notice) =>
    html(reply, notice?.warn ? 400 : 200, bankUploadPage(imports.recent(RECENT_IMPORTS), notice));
  const importOf = (request: FastifyRequest) => imports.get(Number((request.params as { id?: string }).id) || 0);

  app.get(BANK_CONSOLE_PATH, async (_request, reply) => uploadPage(reply));

  app.get(`${BANK_CONSOLE_PATH}/:id`, async (request, reply) => {
    const found = importOf(request);
    if (!found) return uploadPage(reply, { text: '导入记录不存在', warn: true });
    return html(reply, 200, bankImportPage(found, imports.match(found), companyName));
  });

  app.post(`${BANK_CONSOLE_PATH}/:id/confirm`, async (request, reply) => {
    const found = importOf(request);
    if (!found) return uploadPage(reply, { text: '导入记录不存在', warn: true });
    const { credited, totalFen } = imports.confirm(found, time());
    const notice = credited.length
      ? { text: `已确认 ${credited.length} 笔到账，共 ¥${formatFen(totalFen)}`, warn: false }
      : { text: '没有待确认的已匹配流水，未重复入账', warn: true };
    return html(reply, 200, bankImportPage(found, imports.match(found), companyName, notice));
  });

  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: QUICK_ORDER_FILE_MAX_BYTES, parts: 10, fieldSize: 64 * 1024, files: 1 },
      isPartAFile: (_field, _type, filename) => filename !== undefined,
    });
    scope.post(BANK_CONSOLE_PATH, async (request, reply) => {
      if (!request.isMultipart()) return uploadPage(reply, { text: NO_FILE, warn: true });
      const part = await filePart(request);
      if (typeof part === 'string') return uploadPage(reply, { text: part, warn: true });
      if (part.data.length === 0) return uploadPage(reply, { text: part.filename ? '文件中没有银行流水' : NO_FILE, warn: true });
      const read = await fileReaders.readBankStatement(part.filename, part.data);
      if (!read.ok) return uploadPage(reply, { text: read.message, warn: true });
      const found = imports.get(imports.save(part.filename.slice(0, 200), read.lines, time()));
      const debits = read.debits > 0 ? `（另有 ${read.debits} 条支出，不导入）` : '';
      if (!found) return uploadPage(reply, { text: '导入记录不存在', warn: true });
      // the import's page itself (its own address is linked on it): the storefront's document proxy passes no
      // redirect on to the browser, so a 303 would leave it on an empty page
      return html(
        reply,
        200,
        bankImportPage(found, imports.match(found), companyName, { text: `已读取 ${found.lines.length} 条流水${debits}`, warn: false }),
      );
    });
  });
}

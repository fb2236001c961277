// Quick order (docs/company-api.md §6): check rows of part numbers or SKU codes, read them from an uploaded
// .xlsx/.csv (in a worker thread, within bounds: ADR 0028), download the template, add the good rows to the cart
// in one call. Every route needs a login and acts for the principal: a company token fills the company's cart, a
// user token the buyer's own.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { QUICK_ORDER_FILE_MAX_BYTES, QUICK_ORDER_MESSAGES as M } from '#shared/quick-order/quick-order-rules.ts';
import { modelNumberOf } from '#shared/quick-order/model-number.ts';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import type { Product } from '../../catalogue/catalogue-types.ts';
import type { StockLevels } from '../../catalogue/stock-levels.ts';
import type { Clock } from '../../core/clock.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import { fail, ok, type Envelope } from '../../core/envelope.ts';
import type { LoginGate } from '../../core/login-gate.ts';
import { readParams } from '../../core/params.ts';
import type { PieceForPrincipal } from '../../shopping/agreed-prices-port.ts';
import type { CartRules } from '../../shopping/cart-rules.ts';
import type { CartStore } from '../../shopping/cart-store.ts';
import { createQuickOrderCart } from './add-to-cart.ts';
import type { FileReaders } from './file-readers.ts';
import { createCodeIndex, productPartNumber } from './part-numbers.ts';
import { readCartParams, readCheckParams } from './quick-order-params.ts';
import { createRowChecker } from './row-check.ts';
import { buildTemplate, TEMPLATE_DISPOSITION, XLSX_TYPE } from './template-file.ts';

export interface QuickOrderOptions {
  db: DemoMallDatabase;
  gate: LoginGate;
  catalogue: Catalogue;
  /** effective stock (seed less what orders reserved) */
  stock: StockLevels;
  carts: CartStore;
  now: Clock;
  /** the worker threads an uploaded file is read in (ADR 0028) */
  fileReaders: FileReaders;
  /** 企业协议价 (§9): the price a row shows and the 起订量/倍数 it is checked against, as checkout applies them */
  pieceOf: PieceForPrincipal;
  /** the cart's rules with the agreement's quantities, as cart/create applies them */
  cartRules: CartRules;
}

/** The bytes and name of the `file` part; null when the form has none. */
async function readFilePart(request: FastifyRequest): Promise<{ filename: string; data: Buffer } | null> {
  for await (const part of request.parts()) {
    if (part.type === 'file' && part.fieldname === 'file') return { filename: part.filename, data: await part.toBuffer() };
    if (part.type === 'file') part.file.resume();
  }
  return null;
}

function uploadFailure(error: unknown): Envelope {
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return fail(M.fileTooLarge);
  return fail(M.noFile);
}

export function registerQuickOrder(app: FastifyInstance, options: QuickOrderOptions): void {
  const { gate, catalogue, stock, carts, now, fileReaders, cartRules } = options;
  const codes = createCodeIndex(options.db, catalogue.goods);
  const checker = createRowChecker(codes, stock, options.pieceOf);
  const cart = createQuickOrderCart({ checker, carts, cartRules, now: () => now() });
  // Two in-stock single-SKU products: one named by its part number, one by its bar code.
  const examples: Product[] = [];
  for (const p of catalogue.goods.eachNormalProduct()) {
    if (p.skus.length === 1 && p.stock > 100 && p.once_min_count === 0) examples.push(p);
    if (examples.length === 2) break;
  }
  let template: Promise<Buffer> | undefined;

  app.register(async (scope) => {
    scope.addHook('preHandler', gate.requireLogin);
    await scope.register(multipart, {
      limits: { fileSize: QUICK_ORDER_FILE_MAX_BYTES, parts: 10, fieldSize: 64 * 1024, files: 1 },
      isPartAFile: (_field, _type, filename) => filename !== undefined,
    });

    scope.post('/api/quick_order/check', async (request) => {
      const input = readCheckParams(readParams(request));
      if (!input.ok) return fail(input.message);
      return ok(checker.check(input.value.rows, gate.principal(request).key).answer);
    });

    scope.post('/api/quick_order/upload', async (request) => {
      if (!request.isMultipart()) return fail(M.noFile);
      let part: { filename: string; data: Buffer } | null;
      try {
        part = await readFilePart(request);
      } catch (error) {
        return uploadFailure(error);
      }
      if (!part || (part.filename === '' && part.data.length === 0)) return fail(M.noFile);
      if (part.data.length === 0) return fail(M.fileEmpty);
      const read = await fileReaders.read(part.filename, part.data);
      return read.ok ? ok({ count: read.rows.length, list: read.rows }) : fail(read.message);
    });

    scope.get('/api/quick_order/template', async (_request, reply) => {
      const [first, second] = examples;
      template ??= buildTemplate([
        [first ? (modelNumberOf(first.store_name) ?? productPartNumber(first.product_id)) : 'DL00001', 2],
        [second ? (second.skus[0]?.bar_code ?? 'DL00002') : 'DL00002', 5],
      ]);
      const bytes = await template;
      return reply.header('content-disposition', TEMPLATE_DISPOSITION).type(XLSX_TYPE).send(bytes);
    });

    scope.post('/api/quick_order/cart', async (request) => {
      const input = readCartParams(readParams(request));
      if (!input.ok) return fail(input.message);
      const result = cart.add(gate.principal(request).key, input.value);
      return result.ok ? ok(result.value, M.added) : fail(result.message, result.data);
    });
  });
}

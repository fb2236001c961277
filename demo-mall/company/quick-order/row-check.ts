// Checks quick-order rows against the catalogue and today's stock (docs/company-api.md §6.1). Each row gets one
// state with a Chinese reason; rows naming the same SKU are judged on their combined quantity, since they
// become one cart line. Pure lookups in memory plus one stock read per distinct SKU, so 500 rows stay fast.
import { type Fen, formatFen, lineFen } from '#shared/money.ts';
import { agreementQuantityProblem } from '#shared/pricing/agreement-price.ts';
import {
  QUICK_ORDER_MESSAGES,
  QUICK_ORDER_STATE_NAMES,
  type QuickOrderState,
  readQuantity,
} from '#shared/quick-order/quick-order-rules.ts';
import type { QuickOrderRow as QuickOrderRowInput } from './quick-order-params.ts';
import type { CheckAnswer, CheckedRow } from '#shared/quick-order/quick-order-view.ts';
import type { Product, Sku } from '../../catalogue/catalogue-types.ts';
import type { StockLevels } from '../../catalogue/stock-levels.ts';
import type { CodeIndex } from './part-numbers.ts';
import { retiredProduct } from './retired-codes.ts';
import { LIST_PRICE_ONLY, type PieceForPrincipal } from '../../shopping/agreed-prices-port.ts';

/** A row resolved to a SKU with a valid quantity: what add-to-cart needs. */
export interface ResolvedRow {
  row: CheckedRow;
  product: Product;
  sku: Sku;
}

function blank(line: number, code: string, quantity: number | null): CheckedRow {
  return {
    line,
    code,
    quantity,
    state: 'ok',
    state_name: '',
    reason: '',
    product_id: 0,
    store_name: '',
    image: '',
    unit_name: '',
    sku: '',
    unique: '',
    part_number: '',
    bar_code: '',
    price: '0.00',
    stock: 0,
    min_count: 0,
    max_count: 0,
    choices: [],
  };
}

function withState(row: CheckedRow, state: QuickOrderState, reason: string): CheckedRow {
  return { ...row, state, state_name: QUICK_ORDER_STATE_NAMES[state], reason };
}

function quantityProblem(quantity: number | null): string | null {
  if (quantity === null) return QUICK_ORDER_MESSAGES.missingQuantity;
  const read = readQuantity(Number.isInteger(quantity) ? String(quantity) : 'x');
  return read.ok ? null : read.reason;
}

/** An agreement's 起订量 below its minimum reads as 低于起订量; a quantity off its 倍数 as 数量有误. */
function agreementState(minQty: number, total: number): QuickOrderState {
  return total < minQty ? 'below_min' : 'bad_quantity';
}

export function createRowChecker(codes: CodeIndex, levels: StockLevels, pieceOf: PieceForPrincipal = LIST_PRICE_ONLY) {
  return {
    /** `principalKey` is whose cart the rows go to: under a company its agreed prices and quantities apply. */
    check(rows: readonly QuickOrderRowInput[], principalKey = ''): { answer: CheckAnswer; resolved: ResolvedRow[] } {
      const stockOf = new Map<string, number>();
      const skuStock = (sku: Sku): number => {
        let stock = stockOf.get(sku.unique);
        if (stock === undefined) {
          stock = levels.skuStock(sku);
          stockOf.set(sku.unique, stock);
        }
        return stock;
      };
      // First pass: what each row names; quantities per SKU are summed for the stock and limit checks.
      const named = rows.map((input, index) => ({ input, line: index + 1, target: codes.find(input.code) }));
      const totalBySku = new Map<string, number>();
      for (const { input, target } of named) {
        if (target?.kind === 'sku' && quantityProblem(input.quantity) === null) {
          totalBySku.set(target.sku.unique, (totalBySku.get(target.sku.unique) ?? 0) + (input.quantity ?? 0));
        }
      }

      const resolved: ResolvedRow[] = [];
      const list = named.map(({ input, line, target }): CheckedRow => {
        const code = input.code.trim().toUpperCase();
        const row = blank(line, code, input.quantity);
        if (!target) {
          const retired = retiredProduct(code);
          if (retired) return withState({ ...row, store_name: retired.store_name, part_number: retired.code }, 'off_shelf', '商品已下架');
          return withState(row, 'unknown_code', `未找到编码 ${code}，请核对型号或商品条码`);
        }
        const { product } = target;
        const described: CheckedRow = {
          ...row,
          product_id: product.product_id,
          store_name: product.store_name,
          image: product.image,
          unit_name: product.unit_name,
          min_count: product.once_min_count,
          max_count: product.once_max_count,
        };
        if (target.kind === 'product') {
          const choices = product.skus.map((sku) => ({
            code: codes.skuCode(product, sku),
            unique: sku.unique,
            sku: sku.sku,
            price: formatFen(sku.price),
            stock: skuStock(sku),
          }));
          return withState(
            {
              ...described,
              part_number: code,
              price: formatFen(product.price),
              stock: choices.reduce((sum, c) => sum + c.stock, 0),
              choices,
            },
            'needs_spec',
            `该型号有 ${choices.length} 个规格，请选择规格`,
          );
        }
        const { sku } = target;
        const stock = skuStock(sku);
        const problem = quantityProblem(input.quantity);
        const quantity = input.quantity ?? 0;
        const total = problem ? quantity : (totalBySku.get(sku.unique) ?? quantity);
        // priced at the merged line's quantity: the rows become one cart line, charged at that line's break
        const piece = pieceOf(principalKey, sku, Math.max(1, total));
        const full: CheckedRow = {
          ...described,
          sku: sku.sku,
          unique: sku.unique,
          part_number: codes.skuCode(product, sku),
          bar_code: sku.bar_code,
          price: formatFen(piece.fen),
          stock,
        };
        if (problem) return withState(full, 'bad_quantity', problem);
        const merged = total > quantity ? `（与同规格的其他行合计 ${total} 件）` : '';
        const agreed = piece.terms ? agreementQuantityProblem(piece.terms, total) : null;
        if (piece.terms && agreed) return withState(full, agreementState(piece.terms.minQty, total), `${agreed}${merged}`);
        if (product.once_min_count > 0 && total < product.once_min_count) {
          return withState(full, 'below_min', `起订量 ${product.once_min_count} 件${merged}，请增加数量`);
        }
        if (product.once_max_count > 0 && total > product.once_max_count) {
          return withState(full, 'above_limit', `单次购买限制 ${product.once_max_count} 件${merged}`);
        }
        if (total > stock) {
          return withState(full, 'above_stock', stock === 0 ? '该规格已售罄' : `库存不足，当前库存 ${stock} 件${merged}`);
        }
        const ok = withState(full, 'ok', '');
        resolved.push({ row: ok, product, sku });
        return ok;
      });

      const okRows = list.filter((row) => row.state === 'ok');
      const totalFen: Fen = okRows.reduce((sum, row) => sum + lineFen(row.price, row.quantity ?? 0), 0);
      return {
        answer: {
          count: list.length,
          list,
          summary: {
            ok_count: okRows.length,
            bad_count: list.length - okRows.length,
            pieces: okRows.reduce((sum, row) => sum + (row.quantity ?? 0), 0),
            total_price: formatFen(totalFen),
          },
        },
        resolved,
      };
    },
  };
}

export type RowChecker = ReturnType<typeof createRowChecker>;

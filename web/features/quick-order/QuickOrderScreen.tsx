// /quick_order 快速下单 (docs/screens.md, docs/company-api.md §6): paste "code, quantity" lines or upload an
// .xlsx/.csv, check them, fix rows inline (each fix checks again), then add every good row to the cart in one
// call. The text typed stays whatever a call answers; the add button is disabled while its call is in flight
// and its key makes a repeat add nothing.
import { quickRowsToQuote, RequestQuote } from '../quotes/index.ts';
import { useRef, useState } from 'react';
import { yuan } from '#shared/money.ts';
import { parsePastedLines } from '#shared/quick-order/paste-lines.ts';
import { QUICK_ORDER_FILE_MAX_BYTES, QUICK_ORDER_MAX_ROWS, QUICK_ORDER_MESSAGES as M } from '#shared/quick-order/quick-order-rules.ts';
import type { AddAnswer, CheckAnswer } from '#shared/quick-order/quick-order-view.ts';
import { ROUTES } from '#shared/routes.ts';
import { ApiError } from '../../api/bff-client.ts';
import { appActions } from '../../state/app-state.ts';
import { refreshCartCount } from '../cart/cart-api.ts';
import { addRowsToCart, checkRows, newActionKey, readFileRows, TEMPLATE_URL } from './quick-order-api.ts';
import { isOk, quantityFromInput, rowsFromParsed, summaryOf, type TableRow, withChecks } from './quick-order-rows.ts';
import { QuickOrderTable, type RowEdit } from './QuickOrderTable.tsx';
import '../ui/form-row.css';
import './quick-order.css';

type Busy = 'check' | 'upload' | 'add' | null;

const PLACEHOLDER = '每行一个商品：型号或商品条码，数量（用制表符、逗号或空格分隔）\n例如：\nDL00012\t5\n6900012345678, 10';

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '操作失败，请稍后重试';
}

function refusedChecks(error: unknown): CheckAnswer | null {
  const data = error instanceof ApiError ? (error.data as Partial<CheckAnswer> | undefined) : undefined;
  return data && Array.isArray(data.list) ? (data as CheckAnswer) : null;
}

export function QuickOrderScreen() {
  const [text, setText] = useState('');
  const [rows, setRows] = useState<TableRow[]>([]);
  const [busy, setBusy] = useState<Busy>(null);
  const [added, setAdded] = useState<AddAnswer | null>(null);
  const key = useRef(newActionKey());
  const inFlight = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const run = async (kind: Exclude<Busy, null>, work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(kind);
    try {
      await work();
    } catch (error) {
      appActions.toast(messageOf(error));
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  };

  /** Checks `next` and shows it; a failed check still shows the rows (unchecked) and says why. */
  const checkAll = async (next: TableRow[]) => {
    setRows(next);
    setAdded(null);
    key.current = newActionKey();
    if (next.length === 0) return;
    const answer = await checkRows(next.map((row) => row.input));
    setRows(withChecks(next, answer.list));
  };

  const checkText = () => {
    const parsed = parsePastedLines(text);
    if (parsed.length === 0) return appActions.toast('请粘贴编码和数量，每行一个商品');
    if (parsed.length > QUICK_ORDER_MAX_ROWS) return appActions.toast(M.tooManyRows);
    void run('check', () => checkAll(rowsFromParsed(parsed)));
  };

  const upload = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (!/\.(xlsx|csv)$/i.test(file.name)) return appActions.toast(M.fileType);
    if (file.size > QUICK_ORDER_FILE_MAX_BYTES) return appActions.toast(M.fileTooLarge);
    void run('upload', async () => {
      const read = await readFileRows(file);
      await checkAll(rowsFromParsed(read.list));
    });
  };

  const edit = (id: number, change: RowEdit) => {
    const next = rows.map((row) => {
      if (row.id !== id) return row;
      const input = {
        code: change.code ?? row.input.code,
        quantity: change.quantityText === undefined ? row.input.quantity : quantityFromInput(change.quantityText),
      };
      const parseReason = change.quantityText === undefined ? row.parseReason : input.quantity === null ? M.badQuantity : '';
      return { ...row, input, parseReason };
    });
    void run('check', () => checkAll(next));
  };

  const remove = (id: number) => void run('check', () => checkAll(rows.filter((row) => row.id !== id)));

  const addAll = () => {
    const good = rows.filter(isOk);
    if (good.length === 0) return appActions.toast(M.nothingToAdd);
    void run('add', async () => {
      try {
        const answer = await addRowsToCart(
          key.current,
          good.map((row) => row.input),
        );
        setAdded(answer);
        appActions.toast(`${M.added}：${answer.row_count} 行，共 ${answer.pieces} 件`, 'success');
        void refreshCartCount();
      } catch (error) {
        // Stock moved since the check: the mall's fresh check of the sent rows is shown on them.
        const fresh = refusedChecks(error);
        if (fresh) {
          const byId = new Map(good.map((row, index) => [row.id, fresh.list[index]]));
          setRows((current) => current.map((row) => ({ ...row, checked: byId.get(row.id) ?? row.checked })));
        }
        throw error;
      }
    });
  };

  const summary = summaryOf(rows);
  const checked = rows.length > 0 && rows.every((row) => row.checked !== null);

  return (
    <div className="quick-order-page container">
      <div className="qo-head">
        <h1>快速下单</h1>
        <p className="qo-intro">按型号（物料编码）或商品条码批量下单：粘贴两列“编码、数量”，或上传 Excel / CSV 文件，单次最多 500 行。</p>
      </div>

      <section className="qo-entry" aria-label="录入商品">
        <label className="qo-label" htmlFor="quick-order-text">
          粘贴编码和数量
        </label>
        <textarea
          id="quick-order-text"
          className="qo-textarea"
          rows={8}
          value={text}
          placeholder={PLACEHOLDER}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <div className="qo-actions">
          <button type="button" className="btn-primary qo-check" disabled={busy !== null} onClick={checkText}>
            {busy === 'check' ? '检查中…' : '检查'}
          </button>
          <label className={`btn-ghost qo-upload${busy !== null ? ' is-disabled' : ''}`}>
            {busy === 'upload' ? '读取中…' : '上传文件（.xlsx / .csv）'}
            <input
              ref={fileInput}
              type="file"
              accept=".xlsx,.csv"
              className="qo-file"
              disabled={busy !== null}
              onChange={(event) => upload(event.currentTarget.files?.[0])}
            />
          </label>
          <a className="qo-template" href={TEMPLATE_URL} download>
            下载模板
          </a>
        </div>
      </section>

      {rows.length > 0 ? (
        <section className="qo-result" aria-label="检查结果">
          <QuickOrderTable rows={rows} disabled={busy !== null} onEdit={edit} onDelete={remove} />
          <div className="qo-footer">
            <p className="qo-summary" data-testid="quick-order-summary" aria-live="polite">
              {checked ? (
                <>
                  <strong>{summary.okCount}</strong> 行可加入，<strong className="qo-bad">{summary.badCount}</strong> 行有问题，合计{' '}
                  <strong className="qo-total">{yuan(summary.total)}</strong>
                </>
              ) : (
                '尚未检查'
              )}
            </p>
            {added ? (
              <p className="qo-added" role="status">
                已加入购物车 {added.pieces} 件 <a href={ROUTES.shoppingCart.path}>去购物车结算</a>
              </p>
            ) : null}
            <button
              type="button"
              className="btn-primary qo-add"
              disabled={busy !== null || added !== null || summary.okCount === 0}
              onClick={addAll}
            >
              {busy === 'add' ? '加入中…' : added ? '已加入购物车' : '全部加入购物车'}
            </button>
            <RequestQuote source="quick_order" lines={quickRowsToQuote(rows.filter(isOk))} label="可加入的行申请报价" />
          </div>
        </section>
      ) : null}
    </div>
  );
}

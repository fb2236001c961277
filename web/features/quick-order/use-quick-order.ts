// The state and calls of /quick_order (QuickOrderScreen.tsx): the pasted text, the rows with their checks, which
// call is in flight (one at a time), and the answer of the add. A new set of rows gets a new action key, so the
// same rows added twice add once.
import { useRef, useState } from 'react';
import { parsePastedLines } from '#shared/quick-order/paste-lines.ts';
import { QUICK_ORDER_FILE_MAX_BYTES, QUICK_ORDER_MAX_ROWS, QUICK_ORDER_MESSAGES as M } from '#shared/quick-order/quick-order-rules.ts';
import type { AddAnswer, CheckAnswer } from '#shared/quick-order/quick-order-view.ts';
import { ApiError } from '../../api/bff-client.ts';
import { appActions } from '../../state/app-state.ts';
import { refreshCartCount } from '../cart/cart-api.ts';
import { addRowsToCart, checkRows, newActionKey, readFileRows } from './quick-order-api.ts';
import { isOk, quantityFromInput, rowsFromParsed, type TableRow, withChecks } from './quick-order-rows.ts';
import type { RowEdit } from './QuickOrderTable.tsx';

export type QuickOrderBusy = 'check' | 'upload' | 'add' | null;

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '操作失败，请稍后重试';
}

function refusedChecks(error: unknown): CheckAnswer | null {
  const data = error instanceof ApiError ? (error.data as Partial<CheckAnswer> | undefined) : undefined;
  return data && Array.isArray(data.list) ? (data as CheckAnswer) : null;
}

/** The rows with one row's code or quantity changed as typed; a quantity that is no number says so. */
function editedRows(rows: readonly TableRow[], id: number, change: RowEdit): TableRow[] {
  return rows.map((row) => {
    if (row.id !== id) return row;
    const input = {
      code: change.code ?? row.input.code,
      quantity: change.quantityText === undefined ? row.input.quantity : quantityFromInput(change.quantityText),
    };
    const parseReason = change.quantityText === undefined ? row.parseReason : input.quantity === null ? M.badQuantity : '';
    return { ...row, input, parseReason };
  });
}

/** Stock moved since the check: the mall's fresh check of the sent rows is shown on them. */
function withFreshChecks(rows: readonly TableRow[], sent: readonly TableRow[], fresh: CheckAnswer): TableRow[] {
  const byId = new Map(sent.map((row, index) => [row.id, fresh.list[index]]));
  return rows.map((row) => ({ ...row, checked: byId.get(row.id) ?? row.checked }));
}

export function useQuickOrder() {
  const [text, setText] = useState('');
  const [rows, setRows] = useState<TableRow[]>([]);
  const [busy, setBusy] = useState<QuickOrderBusy>(null);
  const [added, setAdded] = useState<AddAnswer | null>(null);
  const key = useRef(newActionKey());
  const inFlight = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const run = async (kind: Exclude<QuickOrderBusy, null>, work: () => Promise<void>) => {
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

  const edit = (id: number, change: RowEdit) => void run('check', () => checkAll(editedRows(rows, id, change)));

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
        if (fresh) setRows((current) => withFreshChecks(current, good, fresh));
        throw error;
      }
    });
  };

  return { text, setText, rows, busy, added, fileInput, checkText, upload, edit, remove, addAll };
}

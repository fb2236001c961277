// The 申请报价 dialog (docs/user-centre.md, docs/company-api.md §10.3): quantities and optional target prices per
// line, a wanted delivery date, a note and up to 5 pictures. Lines of several merchants become one quote per
// merchant. One request key per merchant and opening makes a double submit or a retry ask once.
import { useRef, useState } from 'react';
import { QUOTE_MAX_ATTACHMENTS, QUOTE_MAX_QUANTITY, QUOTE_MESSAGES, QUOTE_NOTE_MAX } from '#shared/company/quote-rules.ts';
import { appActions } from '#web/state/app-state.ts';
import { newRequestKey } from '../reorder-lists/reorder-list-view.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { ImageTiles } from '../upload/ImageTiles.tsx';
import { UPLOADS_PENDING_MESSAGE, useImageUploads } from '../upload/use-image-uploads.ts';
import { byMerchant, type QuoteLineDraft, targetPriceOk } from './quote-drafts.ts';
import { quoteHref } from './quote-view.ts';
import { quotesApi } from './quotes-api.ts';

interface Row {
  quantity: string;
  target: string;
}

export default function RequestQuoteDialog({
  lines,
  source,
  onClose,
}: {
  lines: readonly QuoteLineDraft[];
  source: 'product' | 'cart' | 'reorder_list' | 'quick_order';
  onClose: () => void;
}) {
  const [rows, setRows] = useState<Row[]>(() => lines.map((line) => ({ quantity: String(line.quantity), target: '' })));
  const [delivery, setDelivery] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const keys = useRef(new Map<number, string>());
  const uploads = useImageUploads({ max: QUOTE_MAX_ATTACHMENTS, tooMany: `最多上传 ${QUOTE_MAX_ATTACHMENTS} 张附件` });

  const problem = (): string | null => {
    for (const row of rows) {
      const n = Number(row.quantity);
      if (!Number.isInteger(n) || n < 1 || n > QUOTE_MAX_QUANTITY) return QUOTE_MESSAGES.quantityInvalid;
      if (!targetPriceOk(row.target)) return QUOTE_MESSAGES.targetInvalid;
    }
    return null;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = problem();
    if (found) return setError(found);
    if (uploads.pending) return appActions.toast(UPLOADS_PENDING_MESSAGE);
    setError('');
    inFlight.current = true;
    setBusy(true);
    const withRows = lines.map((line, index) => ({ line, row: rows[index] ?? { quantity: '0', target: '' } }));
    const made: { id: number; sn: string }[] = [];
    try {
      for (const group of byMerchant(lines)) {
        const merId = group[0]?.merId ?? 0;
        if (!keys.current.has(merId)) keys.current.set(merId, newRequestKey());
        const chosen = withRows.filter((entry) => group.includes(entry.line));
        const { data } = await quotesApi.create({
          lines: chosen.map(({ line, row }) => ({
            product_id: line.productId,
            product_attr_unique: line.unique,
            quantity: Number(row.quantity),
            target_price: row.target.trim(),
          })),
          delivery_date: delivery,
          note: note.trim(),
          attachments: uploads.paths,
          source,
          request_key: keys.current.get(merId) ?? '',
        });
        made.push({ id: data.id, sn: data.quote_sn });
      }
      appActions.toast(`询价单已提交：${made.map((m) => m.sn).join('、')}`, 'success');
      onClose();
      if (made.length === 1 && made[0]) window.location.assign(quoteHref(made[0].id));
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : '提交失败');
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const merchants = byMerchant(lines).length;
  return (
    <Dialog open title="申请报价" onClose={onClose} closeOnBackdrop={false} className="qt-dialog">
      <form onSubmit={submit} noValidate className="qt-request">
        <p className="qt-sub">
          共 {lines.length} 种商品{merchants > 1 ? `，来自 ${merchants} 个商家，将分别生成 ${merchants} 张询价单` : ''}
          。目标单价选填，商家按行报价。
        </p>
        {error ? (
          <p className="uc-error" role="alert">
            {error}
          </p>
        ) : null}
        <table className="uc-ledger">
          <thead>
            <tr>
              <th scope="col">商品</th>
              <th scope="col">数量</th>
              <th scope="col">目标单价(元)</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <tr key={`${line.unique}:${index}`}>
                <td>
                  {line.name}
                  <span className="qt-sub">{line.sku}</span>
                </td>
                <td>
                  <input
                    aria-label={`${line.name}询价数量`}
                    inputMode="numeric"
                    value={rows[index]?.quantity ?? ''}
                    onChange={(e) => setRows((old) => old.map((r, i) => (i === index ? { ...r, quantity: e.target.value } : r)))}
                  />
                </td>
                <td>
                  <input
                    aria-label={`${line.name}目标单价`}
                    inputMode="decimal"
                    placeholder="选填"
                    value={rows[index]?.target ?? ''}
                    onChange={(e) => setRows((old) => old.map((r, i) => (i === index ? { ...r, target: e.target.value } : r)))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <label className="qt-field">
          期望交货日期
          <input type="date" value={delivery} onChange={(e) => setDelivery(e.target.value)} aria-label="期望交货日期" />
        </label>
        <label className="qt-field">
          备注
          <textarea
            maxLength={QUOTE_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            placeholder="如含税、含运、包装、开票要求"
            aria-label="询价备注"
          />
        </label>
        <div className="qt-field">
          附件（图片，最多 {QUOTE_MAX_ATTACHMENTS} 张）
          <ImageTiles uploads={uploads} noun="询价附件" inputId="qt-attachments" inputLabel="上传询价附件" />
        </div>
        <div className="qt-buttons">
          <button type="submit" className="qt-primary" disabled={busy}>
            {busy ? '提交中…' : '提交询价'}
          </button>
          <button type="button" onClick={onClose}>
            取消
          </button>
        </div>
      </form>
    </Dialog>
  );
}

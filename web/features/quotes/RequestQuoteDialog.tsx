// The 申请报价 dialog (docs/user-centre.md, docs/company-api.md §10.3): quantities and optional target prices per
// line, a wanted delivery date, a note and up to 5 pictures. Lines of several merchants become one quote per
// merchant. One request key per merchant and opening makes a double submit or a retry ask once.
import { useRef, useState } from 'react';
import { QUOTE_MAX_ATTACHMENTS, QUOTE_NOTE_MAX } from '#shared/company/quote-rules.ts';
import { appActions } from '#web/state/app-state.ts';
import { FormDialog } from '../ui/FormDialog.tsx';
import { useBusy } from '../ui/use-busy.ts';
import { ImageTiles } from '../upload/ImageTiles.tsx';
import { UPLOADS_PENDING_MESSAGE, useImageUploads } from '../upload/use-image-uploads.ts';
import { QuoteLineInputs, type QuoteInputRow } from './QuoteLineInputs.tsx';
import { byMerchant, type QuoteLineDraft } from './quote-drafts.ts';
import { type QuoteSource, quoteRowsProblem, sendQuoteRequests } from './quote-requests.ts';
import { quoteHref } from './quote-view.ts';

export default function RequestQuoteDialog({
  lines,
  source,
  onClose,
}: {
  lines: readonly QuoteLineDraft[];
  source: QuoteSource;
  onClose: () => void;
}) {
  const [rows, setRows] = useState<QuoteInputRow[]>(() => lines.map((line) => ({ quantity: String(line.quantity), target: '' })));
  const [delivery, setDelivery] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const { busy, run } = useBusy();
  const keys = useRef(new Map<number, string>());
  const uploads = useImageUploads({ max: QUOTE_MAX_ATTACHMENTS, tooMany: `最多上传 ${QUOTE_MAX_ATTACHMENTS} 张附件` });

  const submit = () =>
    run(async () => {
      const found = quoteRowsProblem(rows);
      if (found) return setError(found);
      if (uploads.pending) return appActions.toast(UPLOADS_PENDING_MESSAGE);
      setError('');
      try {
        const made = await sendQuoteRequests({ lines, rows, delivery, note, attachments: uploads.paths, source }, keys.current);
        appActions.toast(`询价单已提交：${made.map((m) => m.sn).join('、')}`, 'success');
        onClose();
        if (made.length === 1 && made[0]) window.location.assign(quoteHref(made[0].id));
      } catch (failure) {
        setError(failure instanceof Error && failure.message ? failure.message : '提交失败');
      }
    });

  const merchants = byMerchant(lines).length;
  return (
    <FormDialog
      title="申请报价"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="提交询价"
      busyLabel="提交中…"
      busy={busy}
      error={error}
      className="qt-dialog"
      formClassName="qt-request"
    >
      <p className="qt-sub">
        共 {lines.length} 种商品{merchants > 1 ? `，来自 ${merchants} 个商家，将分别生成 ${merchants} 张询价单` : ''}
        。目标单价选填，商家按行报价。
      </p>
      <QuoteLineInputs
        lines={lines.map((line, index) => ({ key: `${line.unique}:${index}`, name: line.name, sku: line.sku }))}
        rows={rows}
        onRows={setRows}
        quantityLabel="询价数量"
        targetPlaceholder="选填"
      />
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
    </FormDialog>
  );
}

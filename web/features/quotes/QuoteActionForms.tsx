// The two forms behind the quote's buttons (QuoteActions.tsx): 议价 with every line's quantity and target price and
// a note, and the reason for 拒绝报价 or 撤回询价. Both hand their call to the caller's `send`, which runs one at a
// time, says how it went and reloads the page.
import { useState } from 'react';
import { QUOTE_NOTE_MAX, QUOTE_REASON_MAX } from '#shared/company/quote-rules.ts';
import { formatFen } from '#shared/money.ts';
import { appActions } from '#web/state/app-state.ts';
import { QuoteLineInputs, type QuoteInputRow } from './QuoteLineInputs.tsx';
import { type QuoteDetail, offeredFen } from './quote-view.ts';
import { quotesApi } from './quotes-api.ts';

export type SendQuoteCall = (work: () => Promise<{ message: string }>) => Promise<void>;

/** Each line starts at its current quantity and at the price last offered for it. */
const draftOf = (quote: QuoteDetail): QuoteInputRow[] =>
  quote.lines.map((line) => ({
    quantity: String(line.quantity),
    target: offeredFen(line) === null ? '' : formatFen(offeredFen(line) ?? 0),
  }));

export function CounterForm({ quote, busy, send }: { quote: QuoteDetail; busy: boolean; send: SendQuoteCall }) {
  const [rows, setRows] = useState(() => draftOf(quote));
  const [note, setNote] = useState('');
  return (
    <form
      className="qt-counter"
      onSubmit={(event) => {
        event.preventDefault();
        const lines = quote.lines.map((line, index) => ({
          line_no: line.lineNo,
          quantity: Number(rows[index]?.quantity),
          target_price: (rows[index]?.target ?? '').trim(),
        }));
        void send(() => quotesApi.counter(quote.id, lines, note.trim()));
      }}
    >
      <QuoteLineInputs
        lines={quote.lines.map((line) => ({ key: line.lineNo, name: line.name, sku: line.sku }))}
        rows={rows}
        onRows={setRows}
        quantityLabel="议价数量"
      />
      <textarea
        aria-label="议价说明"
        maxLength={QUOTE_NOTE_MAX}
        placeholder="议价说明（选填）"
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <button type="submit" className="qt-primary" disabled={busy}>
        提交议价
      </button>
    </form>
  );
}

const REASON = {
  decline: { label: '拒绝原因', submit: '确认拒绝', call: quotesApi.decline },
  withdraw: { label: '撤回原因', submit: '确认撤回', call: quotesApi.withdraw },
} as const;

export function ReasonForm({
  quoteId,
  kind,
  busy,
  send,
}: {
  quoteId: number;
  kind: keyof typeof REASON;
  busy: boolean;
  send: SendQuoteCall;
}) {
  const [reason, setReason] = useState('');
  const { label, submit, call } = REASON[kind];
  return (
    <form
      className="qt-reason"
      onSubmit={(event) => {
        event.preventDefault();
        const text = reason.trim();
        if (!text) return appActions.toast('请填写原因');
        void send(() => call(quoteId, text));
      }}
    >
      <input
        aria-label={label}
        maxLength={QUOTE_REASON_MAX}
        placeholder={label}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <button type="submit" disabled={busy}>
        {submit}
      </button>
    </form>
  );
}

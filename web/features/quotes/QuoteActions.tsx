// The buyer's actions on a quote (docs/company-api.md §10.2): 接受报价并下单 (one order at the quoted prices; the
// button is off while it travels and the mall makes one order however often it is sent), 议价 (every line's
// quantity and target price, and a note), 拒绝报价 and 撤回询价 (each with a reason).
import { useRef, useState } from 'react';
import { reload } from 'vike/client/router';
import { QUOTE_REASON_MAX, QUOTE_NOTE_MAX } from '#shared/company/quote-rules.ts';
import { formatFen } from '#shared/money.ts';
import { appActions } from '#web/state/app-state.ts';
import { type QuoteDetail, offeredFen } from './quote-view.ts';
import { quotesApi } from './quotes-api.ts';

type Open = 'counter' | 'decline' | 'withdraw' | null;

const failure = (error: unknown) => (error instanceof Error && error.message ? error.message : '操作失败');

export function QuoteActions({ quote }: { quote: QuoteDetail }) {
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [draft, setDraft] = useState(() =>
    quote.lines.map((line) => ({
      lineNo: line.lineNo,
      quantity: String(line.quantity),
      target: offeredFen(line) === null ? '' : formatFen(offeredFen(line) ?? 0),
    })),
  );

  const run = async (work: () => Promise<{ message: string }>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const { message } = await work();
      appActions.toast(message, 'success');
      setOpen(null);
    } catch (error) {
      appActions.toast(failure(error));
    } finally {
      inFlight.current = false;
      setBusy(false);
      await reload();
    }
  };

  if (quote.actions.length === 0) return null;
  const can = (action: string) => quote.actions.includes(action as never);

  const closing = open === 'decline' || open === 'withdraw';
  return (
    <section className="qt-actions" aria-label="询价操作">
      <div className="qt-buttons">
        {can('accept') ? (
          <button type="button" className="qt-primary" disabled={busy} onClick={() => run(() => quotesApi.accept(quote.id))}>
            接受报价并下单
          </button>
        ) : null}
        {can('counter') ? (
          <button type="button" disabled={busy} onClick={() => setOpen(open === 'counter' ? null : 'counter')}>
            议价
          </button>
        ) : null}
        {can('decline') ? (
          <button type="button" disabled={busy} onClick={() => setOpen(open === 'decline' ? null : 'decline')}>
            拒绝报价
          </button>
        ) : null}
        {can('withdraw') ? (
          <button type="button" disabled={busy} onClick={() => setOpen(open === 'withdraw' ? null : 'withdraw')}>
            撤回询价
          </button>
        ) : null}
      </div>
      {quote.state === 'expired' ? <p className="qt-warn">报价已过期，不能接受；可议价请商家重新报价。</p> : null}
      {open === 'counter' ? (
        <form
          className="qt-counter"
          onSubmit={(event) => {
            event.preventDefault();
            const lines = draft.map((line) => ({
              line_no: line.lineNo,
              quantity: Number(line.quantity),
              target_price: line.target.trim(),
            }));
            void run(() => quotesApi.counter(quote.id, lines, note.trim()));
          }}
        >
          <table className="uc-ledger">
            <thead>
              <tr>
                <th scope="col">商品</th>
                <th scope="col">数量</th>
                <th scope="col">目标单价(元)</th>
              </tr>
            </thead>
            <tbody>
              {quote.lines.map((line, index) => (
                <tr key={line.lineNo}>
                  <td>
                    {line.name} <span className="qt-sub">{line.sku}</span>
                  </td>
                  <td>
                    <input
                      aria-label={`${line.name}议价数量`}
                      inputMode="numeric"
                      value={draft[index]?.quantity ?? ''}
                      onChange={(event) => setDraft((old) => old.map((d, i) => (i === index ? { ...d, quantity: event.target.value } : d)))}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={`${line.name}目标单价`}
                      inputMode="decimal"
                      value={draft[index]?.target ?? ''}
                      onChange={(event) => setDraft((old) => old.map((d, i) => (i === index ? { ...d, target: event.target.value } : d)))}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
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
      ) : null}
      {closing ? (
        <form
          className="qt-reason"
          onSubmit={(event) => {
            event.preventDefault();
            const text = reason.trim();
            if (!text) return appActions.toast('请填写原因');
            void run(() => (open === 'decline' ? quotesApi.decline(quote.id, text) : quotesApi.withdraw(quote.id, text)));
          }}
        >
          <input
            aria-label={open === 'decline' ? '拒绝原因' : '撤回原因'}
            maxLength={QUOTE_REASON_MAX}
            placeholder={open === 'decline' ? '拒绝原因' : '撤回原因'}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <button type="submit" disabled={busy}>
            {open === 'decline' ? '确认拒绝' : '确认撤回'}
          </button>
        </form>
      ) : null}
    </section>
  );
}

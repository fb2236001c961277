// The buyer's actions on a quote (docs/company-api.md §10.2): 接受报价并下单 (one order at the quoted prices; the
// button is off while it travels and the mall makes one order however often it is sent), 议价 (every line's
// quantity and target price, and a note), 拒绝报价 and 撤回询价 (each with a reason).
import { useState } from 'react';
import { reload } from 'vike/client/router';
import { appActions } from '#web/state/app-state.ts';
import { useBusy } from '../ui/use-busy.ts';
import { CounterForm, ReasonForm, type SendQuoteCall } from './QuoteActionForms.tsx';
import type { QuoteDetail } from './quote-view.ts';
import { quotesApi } from './quotes-api.ts';

type Open = 'counter' | 'decline' | 'withdraw' | null;

const failure = (error: unknown) => (error instanceof Error && error.message ? error.message : '操作失败');

/** The buttons that open a form, in the order they stand, each shown when the quote allows its action. */
const FORM_BUTTONS = [
  { action: 'counter', label: '议价' },
  { action: 'decline', label: '拒绝报价' },
  { action: 'withdraw', label: '撤回询价' },
] as const;

export function QuoteActions({ quote }: { quote: QuoteDetail }) {
  const [open, setOpen] = useState<Open>(null);
  const { busy, run } = useBusy();

  // every call ends with a reload, so the page shows the quote as the mall now has it, whatever the answer
  const send: SendQuoteCall = async (work) => {
    const ran = await run(async () => {
      try {
        const { message } = await work();
        appActions.toast(message, 'success');
        setOpen(null);
      } catch (error) {
        appActions.toast(failure(error));
      }
      return true;
    });
    if (ran) await reload();
  };

  if (quote.actions.length === 0) return null;
  const can = (action: string) => quote.actions.includes(action as never);
  return (
    <section className="qt-actions" aria-label="询价操作">
      <div className="qt-buttons">
        {can('accept') ? (
          <button type="button" className="qt-primary" disabled={busy} onClick={() => send(() => quotesApi.accept(quote.id))}>
            接受报价并下单
          </button>
        ) : null}
        {FORM_BUTTONS.filter(({ action }) => can(action)).map(({ action, label }) => (
          <button key={action} type="button" disabled={busy} onClick={() => setOpen(open === action ? null : action)}>
            {label}
          </button>
        ))}
      </div>
      {quote.state === 'expired' ? <p className="qt-warn">报价已过期，不能接受；可议价请商家重新报价。</p> : null}
      {open === 'counter' ? <CounterForm quote={quote} busy={busy} send={send} /> : null}
      {open === 'decline' || open === 'withdraw' ? <ReasonForm quoteId={quote.id} kind={open} busy={busy} send={send} /> : null}
    </section>
  );
}

// 申请报价 (docs/user-centre.md, docs/company-api.md §10): the button that opens the request dialog for the lines
// handed in (the product page's SKU, the cart's selected rows). Shown only to a company member buying as 企业
// whose role may buy.
import { lazy, Suspense, useState } from 'react';
import { useCompanyBuyer } from '../reorder-lists/use-company-buyer.ts';
import type { QuoteLineDraft } from './quote-drafts.ts';
import './quotes.css';

// loaded on the first click: only company buyers open it
const RequestQuoteDialog = lazy(() => import('./RequestQuoteDialog.tsx'));

export function RequestQuote({
  lines,
  source,
  label = '申请报价',
  className = 'qt-open',
}: {
  lines: readonly QuoteLineDraft[];
  source: 'product' | 'cart' | 'reorder_list' | 'quick_order';
  label?: string;
  className?: string;
}) {
  const show = useCompanyBuyer();
  const [open, setOpen] = useState(false);
  if (!show) return null;
  return (
    <>
      <button type="button" className={className} disabled={lines.length === 0} onClick={() => setOpen(true)}>
        {label}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <RequestQuoteDialog lines={lines} source={source} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

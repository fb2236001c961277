// 申请报价 (docs/user-centre.md, docs/company-api.md §10): the button that opens the request dialog for the lines
// handed in (the product page's SKU, the cart's selected rows). Shown only to a company member buying as 企业
// whose role may buy.
import { lazy } from 'react';
import { CompanyBuyerDialogButton } from '../reorder-lists/CompanyBuyerDialogButton.tsx';
import type { QuoteLineDraft } from './quote-drafts.ts';
import type { QuoteSource } from './quote-requests.ts';
import './quotes.css';
import './open-button.css';

// loaded on the first click: only company buyers open it
const RequestQuoteDialog = lazy(() => import('./RequestQuoteDialog.tsx'));

export function RequestQuote({
  lines,
  source,
  label = '申请报价',
  className = 'qt-open',
}: {
  lines: readonly QuoteLineDraft[];
  source: QuoteSource;
  label?: string;
  className?: string;
}) {
  return (
    <CompanyBuyerDialogButton
      label={label}
      className={className}
      disabled={lines.length === 0}
      dialog={(close) => <RequestQuoteDialog lines={lines} source={source} onClose={close} />}
    />
  );
}

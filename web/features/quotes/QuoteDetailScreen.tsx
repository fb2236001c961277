// /user/quotes/@id 询价详情 (docs/user-centre.md, docs/company-api.md §10): the quote's current lines and total,
// every revision side by side with what changed against the one before, the messages, the attachments and the
// buyer's actions. An accepted quote links its order.
import { QuoteActions } from './QuoteActions.tsx';
import { QuoteAttachments, QuoteEvents, QuoteHead, QuoteLinesTable, QuoteRevisionsTable } from './QuoteDetailSections.tsx';
import { type QuoteDetail, QUOTES_PATH } from './quote-view.ts';
import '../user-centre/user-centre.css';
import './quotes.css';

export function QuoteDetailScreen({ quote }: { quote: QuoteDetail }) {
  return (
    <div className="qt-detail" data-quote-state={quote.state}>
      <p className="qt-back">
        <a href={QUOTES_PATH}>« 返回我的询价</a>
      </p>
      <QuoteHead quote={quote} />
      <QuoteActions key={`${quote.state}:${quote.revisions.length}`} quote={quote} />
      <QuoteLinesTable quote={quote} />
      <QuoteRevisionsTable quote={quote} />
      <QuoteAttachments paths={quote.attachments} />
      <QuoteEvents events={quote.events} />
    </div>
  );
}

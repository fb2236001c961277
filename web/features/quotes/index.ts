// What other screens use of quotes: the 申请报价 button and the converters from a screen's rows to its lines.
export { RequestQuote } from './RequestQuote.tsx';
export { cartLinesToQuote, listLinesToQuote, quickRowsToQuote } from './quote-drafts.ts';

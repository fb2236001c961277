import { useData } from 'vike-react/useData';
import { QuotesScreen } from '#web/features/quotes/QuotesScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { state, keyword, page, quotes } = useData<Data>();
  return <QuotesScreen key={`${state}:${keyword}:${page}`} state={state} keyword={keyword} page={page} quotes={quotes} />;
}

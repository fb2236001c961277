import { useData } from 'vike-react/useData';
import { QuoteDetailScreen } from '#web/features/quotes/QuoteDetailScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { quote } = useData<Data>();
  return <QuoteDetailScreen quote={quote} />;
}

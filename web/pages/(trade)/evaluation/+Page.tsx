import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { EvaluationDone } from './EvaluationDone.tsx';
import { EvaluationScreen } from './EvaluationScreen.tsx';

export default function Page() {
  const { page } = useData<Data>();
  if (page.state === 'open') return <EvaluationScreen orderProductId={page.orderProductId} item={page.item} />;
  return <EvaluationDone page={page} />;
}

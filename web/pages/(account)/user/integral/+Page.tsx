import { useData } from 'vike-react/useData';
import { IntegralScreen } from '#web/features/user-centre/IntegralScreen.tsx';
import { PointsOffNotice } from '#web/features/user-centre/PointsOffNotice.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { page, points, ruleHtml } = useData<Data>();
  return points ? <IntegralScreen page={page} points={points} ruleHtml={ruleHtml} /> : <PointsOffNotice />;
}

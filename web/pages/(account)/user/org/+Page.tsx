import { useData } from 'vike-react/useData';
import { OrgScreen } from '#web/features/company-org/OrgScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { units } = useData<Data>();
  return <OrgScreen units={units} />;
}

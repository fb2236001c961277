import { useData } from 'vike-react/useData';
import { RulesScreen } from '#web/features/company-approval-rules/RulesScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { rules, units, categories, members } = useData<Data>();
  return <RulesScreen rules={rules} units={units} categories={categories} members={members} />;
}

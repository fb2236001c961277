import { useData } from 'vike-react/useData';
import { BudgetsScreen } from '#web/features/company-budgets/BudgetsScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { budgets, units, costCenters } = useData<Data>();
  return <BudgetsScreen budgets={budgets} units={units} costCenters={costCenters} />;
}

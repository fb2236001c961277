import { useData } from 'vike-react/useData';
import { ReplenishmentScreen } from '#web/features/replenishment/ReplenishmentScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { schedules } = useData<Data>();
  if (!schedules.ok)
    return (
      <p className="rp-error" role="alert">
        {schedules.message}
      </p>
    );
  return <ReplenishmentScreen schedules={schedules.value} />;
}

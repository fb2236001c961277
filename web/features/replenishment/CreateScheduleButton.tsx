// 定期采购 on a reorder list (docs/company-api.md §16.2): opens the terms dialog; the schedule keeps the list's
// lines and today's prices. Shown to members who may buy as 企业. The dialog loads on the click, as the order
// page's ScheduleFromOrderButton does, so the reorder-list page's first load carries only what it shows.
import { lazy, Suspense, useState } from 'react';
import './replenishment.css';

const ScheduleDialog = lazy(() => import('./ScheduleDialog.tsx').then((module) => ({ default: module.ScheduleDialog })));

export function CreateScheduleButton({ listId, disabled }: { listId: number; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-ghost rl-schedule" disabled={disabled} onClick={() => setOpen(true)}>
        定期采购
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ScheduleDialog
            title="定期采购"
            path="/api/company/replenishment/create"
            extra={{ list_id: listId }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

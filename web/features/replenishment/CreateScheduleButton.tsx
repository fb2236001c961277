// 定期采购 on a reorder list (docs/company-api.md §16.2): opens the terms dialog; the schedule keeps the list's
// lines and today's prices. Shown to members who may buy as 企业.
import { useState } from 'react';
import { ScheduleDialog } from './ScheduleDialog.tsx';
import './replenishment.css';

export function CreateScheduleButton({ listId, disabled }: { listId: number; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-ghost rl-schedule" disabled={disabled} onClick={() => setOpen(true)}>
        定期采购
      </button>
      {open ? (
        <ScheduleDialog
          title="定期采购"
          path="/api/company/replenishment/create"
          extra={{ list_id: listId }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

// A button that opens a dialog loaded on the first click (加入常购清单, 申请报价), shown only to a company member
// buying as 企业 whose role may buy (use-company-buyer.ts), and off when there are no lines to hand over.
import { type ReactNode, Suspense, useState } from 'react';
import { useCompanyBuyer } from './use-company-buyer.ts';

export function CompanyBuyerDialogButton({
  label,
  className,
  disabled,
  dialog,
}: {
  label: string;
  className: string;
  disabled: boolean;
  /** the dialog (a lazy component), given how to close itself */
  dialog: (close: () => void) => ReactNode;
}) {
  const show = useCompanyBuyer();
  const [open, setOpen] = useState(false);
  if (!show) return null;
  return (
    <>
      <button type="button" className={className} disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </button>
      {open ? <Suspense fallback={null}>{dialog(() => setOpen(false))}</Suspense> : null}
    </>
  );
}

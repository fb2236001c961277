// 申请开票 on a paid order (docs/screens.md a.8): first the kind (电子普通发票 / 增值税专用发票), then the invoice
// dialog of the order confirmation, checked with the shared invoice rules; POST /api/order/receipt/:id.
import { lazy, Suspense, useRef, useState } from 'react';
import { useAppState } from '../../state/app-state.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { apiGet } from '#web/api/bff-client.ts';
import {
  formFromInvoiceProfile,
  INVOICE_CHOICES,
  type InvoiceChoice,
  type InvoiceForm,
  newInvoiceForm,
  type RawInvoiceProfile,
} from './invoice.ts';
import { applyInvoice } from './order-actions.ts';
import '../ui/form-row.css';
import './order.css';

// the invoice form opens after the kind is chosen: loaded then, keeping the order detail within the route budget
const InvoiceDialog = lazy(() => import('./InvoiceDialog.tsx').then((module) => ({ default: module.InvoiceDialog })));

export interface InvoiceApplyProps {
  orderId: number;
  open: boolean;
  onClose: () => void;
  onDone: () => Promise<unknown> | unknown;
  /** the order's 采购单号: the request records it (docs/company-api.md §8.2) */
  poNumber?: string;
}

export function InvoiceApply({ orderId, open, onClose, onDone, poNumber }: InvoiceApplyProps) {
  const { entity, companyAccount } = useAppState();
  const companyName = entity === 'COMPANY' && companyAccount ? companyAccount.user.name : null;
  const [choice, setChoice] = useState<Exclude<InvoiceChoice, 0>>(1);
  const [form, setForm] = useState<InvoiceForm | null>(null);
  const sending = useRef(false);

  const close = () => {
    setForm(null);
    onClose();
  };

  const confirm = async (_form: InvoiceForm, request: Parameters<typeof applyInvoice>[1]) => {
    if (sending.current) return;
    sending.current = true;
    const done = await applyInvoice(orderId, request);
    sending.current = false;
    if (!done) return;
    close();
    await onDone();
  };

  // a company's request starts from its invoice profile, as 集中开票's does; without it the form starts blank
  const next = async () => {
    const blank = newInvoiceForm(choice, companyName);
    const profile = companyName ? await apiGet<RawInvoiceProfile>('/api/company/invoice/profile').catch(() => null) : null;
    setForm(formFromInvoiceProfile(blank, profile));
  };

  if (form)
    return (
      <Suspense fallback={null}>
        <InvoiceDialog initial={form} onCancel={close} onConfirm={(typed, request) => void confirm(typed, request)} />
      </Suspense>
    );

  return (
    <Dialog open={open} title="申请开票" onClose={close} className="order-confirm">
      <div className="invoice-choices" role="radiogroup" aria-label="发票类型">
        {INVOICE_CHOICES.filter((option) => option.value !== 0).map((option) => (
          <label key={option.value} className="invoice-radio">
            <input
              type="radio"
              name={`invoice-kind-${orderId}`}
              checked={choice === option.value}
              onChange={() => setChoice(option.value as Exclude<InvoiceChoice, 0>)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {poNumber ? <p className="invoice-po">采购单号：{poNumber}（随发票申请一并记录）</p> : null}
      <div className="form-actions">
        <button type="button" className="btn-ghost" onClick={close}>
          取消
        </button>
        <button type="button" className="btn-primary" onClick={() => void next()}>
          下一步
        </button>
      </div>
    </Dialog>
  );
}

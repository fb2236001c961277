// The confirm page's invoices (docs/screens.md a.6): per store the saved choice (普票/专票 with its form), the
// dialog open for one store, and the requests order/create sends.
import { useMemo, useState } from 'react';
import { formForChoice, type InvoiceChoice, type InvoiceForm, type InvoiceRequest } from '#web/features/order/invoice.ts';

interface SavedInvoice {
  choice: Exclude<InvoiceChoice, 0>;
  form: InvoiceForm;
  request: InvoiceRequest;
}

interface OpenInvoice {
  merId: number;
  choice: Exclude<InvoiceChoice, 0>;
  form: InvoiceForm;
}

export function useConfirmInvoices(companyName: string | null) {
  const [invoices, setInvoices] = useState<Record<number, SavedInvoice>>({});
  const [invoiceOpen, setInvoiceOpen] = useState<OpenInvoice | null>(null);
  const invoiceForCreate = useMemo(
    () => Object.fromEntries(Object.entries(invoices).map(([merId, saved]) => [merId, saved.request])) as Record<number, InvoiceRequest>,
    [invoices],
  );

  const pickInvoice = (merId: number, choice: InvoiceChoice) => {
    if (choice === 0) {
      setInvoices(({ [merId]: _gone, ...rest }) => rest);
      return;
    }
    setInvoiceOpen({ merId, choice, form: formForChoice(choice, invoices[merId]?.form ?? null, companyName) });
  };

  const editInvoice = (merId: number) => {
    const saved = invoices[merId];
    if (saved) setInvoiceOpen({ merId, choice: saved.choice, form: saved.form });
  };

  const confirmInvoice = (form: InvoiceForm, request: InvoiceRequest) => {
    if (!invoiceOpen) return;
    const { merId, choice } = invoiceOpen;
    setInvoices((current) => ({ ...current, [merId]: { choice, form, request } }));
    setInvoiceOpen(null);
  };

  return { invoices, invoiceOpen, invoiceForCreate, pickInvoice, editInvoice, confirmInvoice, closeInvoice: () => setInvoiceOpen(null) };
}

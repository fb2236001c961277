// An order's 采购单号 and 成本中心 (docs/company-api.md §8.2, §8.3) on the order screens (the list rows, the unpaid
// order, the order detail) and under a statement line's document number. Nothing when the order has neither
// (personal orders never do).
import { hasPurchaseRef, type PurchaseRefView } from './purchase-ref-view.ts';
import './purchase-refs.css';

export function PurchaseRefLine({ refs }: { refs: PurchaseRefView | undefined }) {
  if (!hasPurchaseRef(refs)) return null;
  return (
    <p className="pr-line" data-testid="purchase-ref">
      {refs.poNumber ? (
        <span>
          采购单号：<b>{refs.poNumber}</b>
        </span>
      ) : null}
      {refs.costCenterName ? <span>成本中心/项目：{refs.costCenterName}</span> : null}
    </p>
  );
}

/** The same inside a table cell (a statement line): a small second line under the document number. */
export function PurchaseRefCell({ refs }: { refs: PurchaseRefView | undefined }) {
  if (!hasPurchaseRef(refs)) return null;
  const parts = [refs.poNumber ? `采购单号 ${refs.poNumber}` : '', refs.costCenterName ? `成本中心 ${refs.costCenterName}` : ''];
  return (
    <span className="pr-cell" data-testid="purchase-ref">
      {parts.filter(Boolean).join(' · ')}
    </span>
  );
}

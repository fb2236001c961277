// 加入常购清单 (docs/user-centre.md, docs/company-api.md §7): the button that opens the save dialog
// (SaveToListDialog.tsx) for the lines handed in — the product page's chosen SKU, the cart's selected rows, an
// order's lines, quick order's rows. Shown only to a company member buying as 企业 (use-company-buyer.ts).
import { lazy } from 'react';
import { CompanyBuyerDialogButton } from './CompanyBuyerDialogButton.tsx';
import type { ReorderLineDraft } from './reorder-list-view.ts';
import './reorder-lists.css';
import './open-button.css';

// The dialog's code (its form, the name rule and the list calls) loads on the first click: only company buyers
// open it, and the product page, the cart and the order page stay lighter for everyone.
const SaveToListDialog = lazy(() => import('./SaveToListDialog.tsx'));

export interface AddToReorderListProps {
  lines: readonly ReorderLineDraft[];
  /** the button's text: 加入常购清单, or 全部加入清单 on an order */
  label?: string;
  className?: string;
}

export function AddToReorderList({ lines, label = '加入常购清单', className = 'rl-open' }: AddToReorderListProps) {
  return (
    <CompanyBuyerDialogButton
      label={label}
      className={className}
      disabled={lines.length === 0}
      dialog={(close) => <SaveToListDialog lines={lines} onClose={close} />}
    />
  );
}

// 支付尾款 (docs/screens.md a.11 /user/presell_order): the tail and the balance, paid from the balance
// (POST /api/presell/pay/:id). 余额不足 is said before paying; the mall has the last word.
import { useEffect, useState } from 'react';
import { formatFen, type Fen, money } from '#shared/money.ts';
import { useAppState } from '#web/state/app-state.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { payTail } from './order-actions.ts';
import { readPurse } from './order-api.ts';
import { BALANCE_SHORT_TEXT, balanceCovers } from './pay-rules.ts';
import '../ui/form-row.css';
import './order.css';

export interface TailPayDialogProps {
  presellOrderId: number;
  tailFen: Fen;
  open: boolean;
  onClose: () => void;
  onPaid: () => Promise<unknown> | unknown;
}

export function TailPayDialog({ presellOrderId, tailFen, open, onClose, onPaid }: TailPayDialogProps) {
  const { entity } = useAppState();
  const [balance, setBalance] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    if (!open) return;
    setBalance(null);
    readPurse(entity)
      .then((purse) => setBalance(purse.balance))
      .catch(() => setBalance(null));
  }, [open, entity]);

  const short = balance !== null && !balanceCovers(balance, tailFen);

  const pay = async () => {
    if (paying) return;
    setPaying(true);
    const paid = await payTail(presellOrderId);
    setPaying(false);
    if (!paid) return;
    onClose();
    await onPaid();
  };

  return (
    <Dialog open={open} title="支付尾款" onClose={onClose} className="order-confirm">
      <dl className="tail-pay">
        <div>
          <dt>尾款金额：</dt>
          <dd className="tail-pay-amount" data-testid="tail-pay-amount">
            ¥{formatFen(tailFen)}
          </dd>
        </div>
        <div>
          <dt>余额支付：</dt>
          <dd>{balance === null ? '读取中…' : `余额：¥${money(balance)}`}</dd>
        </div>
      </dl>
      {short ? (
        <p className="tail-pay-short" role="alert">
          {BALANCE_SHORT_TEXT}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="button" className="btn-ghost" onClick={onClose}>
          取消
        </button>
        <button type="button" className="btn-primary" disabled={paying || short} onClick={() => void pay()}>
          余额支付
        </button>
      </div>
    </Dialog>
  );
}

// The payment QR (docs/screens.md a.7): 应付金额, the code, 请使用微信扫一扫 / 支付宝扫一扫 and
// 扫描二维码支付. The order's status is read every 2 s until it is paid; after 180 s the code reads
// 二维码失效，点击重新获取 and polling stops until a new code is fetched. Closing the dialog stops it too.
import { useEffect, useRef, useState } from 'react';
import { QR_POLL_INTERVAL_MS } from '#shared/constants.ts';
import { formatFen, type Fen } from '#shared/money.ts';
import { orderStatus, type PayType } from '#web/features/order/order-api.ts';
import { PAY_QR_EXPIRED_TEXT, PAY_QR_TTL_MS, qrWording } from '#web/features/order/pay-rules.ts';
import { Dialog } from '#web/features/ui/Dialog.tsx';

export interface QrPayDialogProps {
  type: PayType;
  /** the provider's address for this payment; a new one after a refresh */
  url: string;
  payFen: Fen;
  groupOrderId: number;
  refreshing: boolean;
  onPaid: () => void;
  onRefresh: () => void;
  onClose: () => void;
}

export function QrPayDialog({ type, url, payFen, groupOrderId, refreshing, onPaid, onRefresh, onClose }: QrPayDialogProps) {
  const [expired, setExpired] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const wording = qrWording(type);
  const paidRef = useRef(onPaid);
  paidRef.current = onPaid;

  // A new code: draw it, start its 180 s and poll the order until it is paid.
  useEffect(() => {
    setExpired(false);
    let alive = true;
    const poll = setInterval(async () => {
      try {
        const status = await orderStatus(groupOrderId);
        if (alive && Number(status.paid) === 1) {
          clearInterval(poll);
          paidRef.current();
        }
      } catch {
        // A failed read is tried again at the next tick.
      }
    }, QR_POLL_INTERVAL_MS);
    const expiry = setTimeout(() => {
      clearInterval(poll);
      if (alive) setExpired(true);
    }, PAY_QR_TTL_MS);
    const canvas = canvasRef.current;
    if (canvas) {
      // Loaded on demand so the QR encoder stays out of every page's bundle.
      void import('qrcode').then(({ default: qr }) =>
        qr.toCanvas(canvas, url, { width: 200, margin: 1, color: { dark: '#222222', light: '#ffffff' } }),
      );
    }
    return () => {
      alive = false;
      clearInterval(poll);
      clearTimeout(expiry);
    };
  }, [url, groupOrderId]);

  return (
    <Dialog open title={wording.title} onClose={onClose} closeOnBackdrop={false} className="pay-qr-dialog">
      <p className="pay-qr-amount">
        应付金额：<b>¥{formatFen(payFen)}</b>
      </p>
      <div className="pay-qr-box" data-qr-value={url} data-state={expired ? 'expired' : 'ready'}>
        <canvas ref={canvasRef} width={200} height={200} role="img" aria-label={`${wording.title}二维码`} />
        {expired ? (
          <button type="button" className="pay-qr-expired" disabled={refreshing} onClick={onRefresh}>
            {PAY_QR_EXPIRED_TEXT}
          </button>
        ) : null}
      </div>
      <p className="pay-qr-hint">
        {wording.scan}
        <br />
        扫描二维码支付
      </p>
      <button type="button" className="link-button pay-qr-other" onClick={onClose}>
        选择其他支付方式
      </button>
    </Dialog>
  );
}

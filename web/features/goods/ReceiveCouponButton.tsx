// 立即领取: POST /api/coupon/receive/:id; guests are asked to log in; success shows 恭喜您，领取成功.
import { useState } from 'react';
import { apiPost, withToast } from '../../api/bff-client.ts';
import { appActions } from '../../state/app-state.ts';
import { requireLogin, useLoggedIn } from '../browse/use-logged-in.ts';

export function ReceiveCouponButton({
  couponId,
  received = false,
  label = '立即领取',
  useHref,
}: {
  couponId: number;
  received?: boolean;
  label?: string;
  useHref?: string;
}) {
  const loggedIn = useLoggedIn();
  const [done, setDone] = useState(received);
  const [busy, setBusy] = useState(false);
  if (done) {
    return useHref ? (
      <a className="coupon-btn coupon-btn-use" href={useHref}>
        去使用
      </a>
    ) : (
      <span className="coupon-btn coupon-btn-done">已领取</span>
    );
  }
  const receive = async () => {
    if (busy || !requireLogin(loggedIn)) return;
    setBusy(true);
    const answer = await withToast(apiPost(`/api/coupon/receive/${couponId}`));
    setBusy(false);
    if (answer !== null) {
      setDone(true);
      appActions.toast('恭喜您，领取成功', 'success');
    }
  };
  return (
    <button type="button" className="coupon-btn" onClick={receive} disabled={busy} data-coupon-id={couponId}>
      {label}
    </button>
  );
}

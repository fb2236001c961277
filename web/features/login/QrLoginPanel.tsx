// Panel 3: WeChat QR login. The QR is drawn from the URL the backend returns; the key is polled every
// 2000 ms: 200 logs in, 400 expires (polling stops). Leaving the panel or closing the modal unmounts
// this component, which stops the polling.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { QR_POLL_INTERVAL_MS } from '#shared/constants.ts';
import { authApi, type LoginAnswerView } from '../../api/auth-api.ts';
import { appActions } from '../../state/app-state.ts';
import { finishLogin } from './finish-login.ts';

export const QR_EXPIRED_TEXT = '二维码已过期，点击刷新';

type QrState = 'loading' | 'ready' | 'expired' | 'error';

export function QrLoginPanel({ destination }: { destination: string | null }) {
  const [state, setState] = useState<QrState>('loading');
  const [url, setUrl] = useState('');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const poll = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const alive = useRef(true);

  const stop = useCallback(() => clearInterval(poll.current), []);

  const load = useCallback(async () => {
    stop();
    setState('loading');
    try {
      const { key, qrcode } = await authApi.qrCreate();
      if (!alive.current) return;
      const absolute = new URL(qrcode, window.location.origin).href;
      setUrl(absolute);
      setState('ready');
      poll.current = setInterval(async () => {
        try {
          const answer = await authApi.qrCheck(key);
          if (!alive.current) return;
          const status = Number(answer.status);
          if (status === 200) {
            stop();
            finishLogin(answer.result as LoginAnswerView, destination);
          } else if (status === 400) {
            stop();
            setState('expired');
          }
        } catch {
          // A failed poll is retried at the next tick.
        }
      }, QR_POLL_INTERVAL_MS);
    } catch (error) {
      if (!alive.current) return;
      setState('error');
      appActions.toast(error instanceof Error ? error.message : '二维码加载失败');
    }
  }, [destination, stop]);

  useEffect(() => {
    alive.current = true;
    void load();
    return () => {
      alive.current = false;
      stop();
    };
  }, [load, stop]);

  useEffect(() => {
    if (!url || !canvasRef.current) return;
    const canvas = canvasRef.current;
    // Loaded on demand so the QR encoder stays out of every page's bundle.
    void import('qrcode').then(({ default: qr }) => {
      return qr.toCanvas(canvas, url, { width: 180, margin: 1, color: { dark: '#222222', light: '#ffffff' } });
    });
  }, [url]);

  // Enter on this panel refreshes an expired code.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state === 'expired' || state === 'error') void load();
  };

  return (
    <form className="login-form qr-login" onSubmit={submit}>
      <div className="qr-box" data-qr-value={url} data-state={state}>
        <canvas ref={canvasRef} width={180} height={180} role="img" aria-label="微信扫码登录二维码" />
        {state === 'expired' || state === 'error' ? (
          <button type="submit" className="qr-expired">
            {state === 'expired' ? QR_EXPIRED_TEXT : '二维码加载失败，点击刷新'}
          </button>
        ) : null}
      </div>
      <p className="qr-hint">请使用微信扫一扫登录</p>
    </form>
  );
}

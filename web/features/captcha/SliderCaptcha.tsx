// Block-puzzle slider (docs/product.md §4/§5): drag (or arrow-key) the handle until the piece fills the hole.
// States idle → dragging → checked; success is green with the time taken, failure red and refreshed.
import { useCallback, useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import {
  CAPTCHA_BAR_HEIGHT,
  CAPTCHA_IMAGE_HEIGHT,
  CAPTCHA_IMAGE_WIDTH,
  CAPTCHA_POPUP_HIDE_MS,
  CAPTCHA_SUCCESS_CLOSE_MS,
  SLIDER_FAILURE_REFRESH_MS,
} from '#shared/constants.ts';
import { captchaApi, type CaptchaImage } from '../../api/captcha-api.ts';
import { clampHandle, sliderPointJson, sliderSuccessText } from './captcha-math.ts';
import { captchaClientId } from './client-id.ts';
import { useTimers } from './use-timers.ts';
import type { CaptchaViewProps } from './captcha-types.ts';

type Phase = 'idle' | 'dragging' | 'checked';
type Result = 'success' | 'fail' | null;

const HANDLE = CAPTCHA_BAR_HEIGHT;
const KEY_STEP = 2;
const png = (base64: string) => (base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`);

export function SliderCaptcha({
  width = CAPTCHA_IMAGE_WIDTH,
  height = CAPTCHA_IMAGE_HEIGHT,
  mode,
  onSuccess,
  onError,
  onHide,
}: CaptchaViewProps) {
  const [image, setImage] = useState<CaptchaImage | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<Result>(null);
  const [left, setLeft] = useState(0);
  const [tip, setTip] = useState('');
  const leftRef = useRef(0);
  const drag = useRef({ startX: 0, startTime: 0 });
  const { later, clearAll } = useTimers();
  const max = width - HANDLE;
  const scaleX = width / CAPTCHA_IMAGE_WIDTH;
  const scaleY = height / CAPTCHA_IMAGE_HEIGHT;

  const moveTo = (value: number) => {
    leftRef.current = clampHandle(value, width, HANDLE);
    setLeft(leftRef.current);
  };

  const refresh = useCallback(async () => {
    clearAll();
    setPhase('idle');
    setResult(null);
    setTip('');
    leftRef.current = 0;
    setLeft(0);
    try {
      setImage(await captchaApi.fetch('blockPuzzle', captchaClientId('blockPuzzle')));
      setLoadError(null);
    } catch (error) {
      // The message stays visible and no stale picture is left to solve.
      setImage(null);
      setLoadError(error instanceof Error ? error.message : '验证码加载失败');
    }
  }, [clearAll]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const start = () => {
    drag.current.startTime = Date.now();
    setPhase('dragging');
  };

  const check = async () => {
    if (!image) return;
    const endTime = Date.now();
    setPhase('checked');
    try {
      const { captchaVerification } = await captchaApi.check('blockPuzzle', image.token, sliderPointJson(leftRef.current, width));
      setResult('success');
      setTip(sliderSuccessText(drag.current.startTime, endTime));
      later(() => {
        setTip('');
        onSuccess(captchaVerification);
      }, CAPTCHA_SUCCESS_CLOSE_MS);
      if (mode === 'popup') {
        later(() => {
          onHide?.();
          void refresh();
        }, CAPTCHA_POPUP_HIDE_MS);
      }
    } catch {
      setResult('fail');
      setTip('验证失败');
      onError?.();
      later(() => void refresh(), SLIDER_FAILURE_REFRESH_MS);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (phase !== 'idle' || !image) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current.startX = event.clientX;
    start();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (phase !== 'dragging') return;
    moveTo(event.clientX - drag.current.startX);
  };
  const onPointerUp = () => {
    if (phase !== 'dragging') return;
    void check();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (phase === 'checked' || !image) return;
    const step = event.shiftKey ? KEY_STEP * 5 : KEY_STEP;
    const moves: Record<string, number> = { ArrowRight: step, ArrowUp: step, ArrowLeft: -step, ArrowDown: -step };
    if (event.key in moves) {
      event.preventDefault();
      if (phase === 'idle') start();
      moveTo(leftRef.current + (moves[event.key] ?? 0));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      if (phase === 'idle') start();
      moveTo(event.key === 'Home' ? 0 : max);
    } else if (event.key === 'Enter' && phase === 'dragging') {
      event.preventDefault();
      void check();
    }
  };

  return (
    <div
      className="captcha captcha-slider"
      // The handle's position follows the pointer, and the piece is scaled to the image size the caller chose.
      // biome-ignore lint/plugin: run-time position and scale (custom properties read by captcha.css)
      style={{ '--slider-left': `${left}px`, '--scale-x': scaleX, '--scale-y': scaleY } as CSSProperties}
      data-phase={phase}
      data-result={result ?? ''}
    >
      <div className="captcha-image">
        {image ? (
          <img
            className="captcha-original"
            src={png(image.originalImageBase64)}
            alt="拼图验证背景"
            width={width}
            height={height}
            draggable={false}
          />
        ) : (
          <div className="captcha-image-empty">{loadError ?? '加载中…'}</div>
        )}
        {image?.jigsawImageBase64 ? <img className="captcha-block" src={png(image.jigsawImageBase64)} alt="" draggable={false} /> : null}
        <button type="button" className="captcha-refresh" aria-label="换一张" title="换一张" onClick={() => void refresh()}>
          ↻
        </button>
        {tip ? (
          <div className={`captcha-tip captcha-tip-${result === 'success' ? 'success' : 'fail'}`} role="status">
            {tip}
          </div>
        ) : null}
      </div>
      <div className="captcha-bar">
        <span className="captcha-bar-text">{phase === 'idle' ? '向右拖动滑块完成拼图' : ''}</span>
        <div className="captcha-bar-fill" />
        <div
          className="captcha-handle"
          role="slider"
          tabIndex={0}
          aria-label="拖动滑块完成拼图，可用方向键移动，回车确认"
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={Math.round(left)}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        >
          <span aria-hidden="true">{result === 'success' ? '✓' : result === 'fail' ? '✕' : '→'}</span>
        </div>
      </div>
    </div>
  );
}

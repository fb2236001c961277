// The slider captcha's state: the picture, the handle's position and the phases idle → dragging → checked, the
// check with the mall when the handle is let go, and what pointer and keys do to the handle.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { CAPTCHA_BAR_HEIGHT, CAPTCHA_IMAGE_WIDTH, SLIDER_FAILURE_REFRESH_MS } from '#shared/constants.ts';
import { captchaApi, type CaptchaImage } from '../../api/captcha-api.ts';
import { afterSuccess } from './CaptchaPicture.tsx';
import { clampHandle, sliderPointJson, sliderSuccessText } from './captcha-math.ts';
import type { CaptchaViewProps } from './captcha-types.ts';
import { captchaClientId } from './client-id.ts';
import { useTimers } from './use-timers.ts';

type Phase = 'idle' | 'dragging' | 'checked';
export type Result = 'success' | 'fail' | null;

const HANDLE = CAPTCHA_BAR_HEIGHT;
const KEY_STEP = 2;

export function useSlider({ width = CAPTCHA_IMAGE_WIDTH, mode, onSuccess, onError, onHide }: CaptchaViewProps) {
  const [image, setImage] = useState<CaptchaImage | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<Result>(null);
  const [left, setLeft] = useState(0);
  const [tip, setTip] = useState('');
  const leftRef = useRef(0);
  const drag = useRef({ startX: 0, startTime: 0 });
  const { later, clearAll } = useTimers();

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
      const succeed = () => {
        setTip('');
        onSuccess(captchaVerification);
      };
      afterSuccess(later, succeed, { mode, onHide, refresh });
    } catch {
      setResult('fail');
      setTip('验证失败');
      onError?.();
      later(() => void refresh(), SLIDER_FAILURE_REFRESH_MS);
    }
  };

  const state = { image, loadError, phase, result, left, tip, max: width - HANDLE, refresh };
  return { ...state, handlers: sliderHandlers({ ...state, drag: drag.current, leftRef, start, moveTo, check }) };
}

/** Pointer drags the handle; arrows (Shift for bigger steps), Home and End move it; Enter checks. */
function sliderHandlers(slider: {
  image: CaptchaImage | null;
  phase: Phase;
  max: number;
  drag: { startX: number };
  leftRef: { current: number };
  start: () => void;
  moveTo: (value: number) => void;
  check: () => Promise<void>;
}) {
  const { image, phase, max, drag, leftRef, start, moveTo, check } = slider;
  const onPointerUp = () => {
    if (phase !== 'dragging') return;
    void check();
  };
  const moveByKey = (target: number) => {
    if (phase === 'idle') start();
    moveTo(target);
  };
  return {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if (phase !== 'idle' || !image) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      drag.startX = event.clientX;
      start();
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      if (phase !== 'dragging') return;
      moveTo(event.clientX - drag.startX);
    },
    onPointerUp,
    onPointerCancel: onPointerUp,
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (phase === 'checked' || !image) return;
      const step = event.shiftKey ? KEY_STEP * 5 : KEY_STEP;
      const moves: Record<string, number> = { ArrowRight: step, ArrowUp: step, ArrowLeft: -step, ArrowDown: -step };
      if (event.key in moves) {
        event.preventDefault();
        moveByKey(leftRef.current + (moves[event.key] ?? 0));
      } else if (event.key === 'Home' || event.key === 'End') {
        event.preventDefault();
        moveByKey(event.key === 'Home' ? 0 : max);
      } else if (event.key === 'Enter' && phase === 'dragging') {
        event.preventDefault();
        void check();
      }
    },
  };
}

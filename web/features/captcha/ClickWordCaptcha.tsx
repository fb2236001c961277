// Click-words (docs/product.md §4/§5): click the three words in the order shown; the clicks are marked on the
// image and checked 400 ms after the third. Success ignores further clicks; failure refreshes.
import { useCallback, useEffect, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import {
  CAPTCHA_IMAGE_HEIGHT,
  CAPTCHA_IMAGE_WIDTH,
  CLICK_WORD_CHECK_DELAY_MS,
  CLICK_WORD_FAILURE_REFRESH_MS,
  CLICK_WORD_POINT_COUNT,
} from '#shared/constants.ts';
import { ApiError } from '../../api/bff-client.ts';
import { captchaApi, type CaptchaImage } from '../../api/captcha-api.ts';
import { appActions } from '../../state/app-state.ts';
import { afterSuccess, CaptchaPicture } from './CaptchaPicture.tsx';
import { clickPrompt, scaleClickPoint, type Point } from './captcha-math.ts';
import { captchaClientId } from './client-id.ts';
import { useTimers } from './use-timers.ts';
import type { CaptchaViewProps } from './captcha-types.ts';

type Result = 'success' | 'fail' | null;
const NO_IMAGE_CODE = '6201';

export function ClickWordCaptcha(props: CaptchaViewProps) {
  const { width = CAPTCHA_IMAGE_WIDTH, height = CAPTCHA_IMAGE_HEIGHT } = props;
  const { image, message, points, result, refresh, onClick } = useClickWord(props);

  const barText =
    result === 'success'
      ? '验证成功'
      : result === 'fail'
        ? '验证失败'
        : (message ?? (image?.wordList ? clickPrompt(image.wordList) : '加载中…'));

  return (
    <div className="captcha captcha-points" data-result={result ?? ''}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the check is where on the picture the pointer lands; there is no key equivalent to a point */}
      <div className="captcha-image captcha-click-area" onClick={onClick}>
        <CaptchaPicture image={image} alt="文字点选验证图片" width={width} height={height} emptyText={message ?? '加载中…'} />
        {points.map((point, index) => (
          <span
            key={`${point.x},${point.y}`}
            className="captcha-point"
            // biome-ignore lint/plugin: where the shopper clicked is known only at run time (custom properties read by captcha.css)
            style={{ '--point-x': `${point.x}px`, '--point-y': `${point.y}px` } as CSSProperties}
            aria-hidden="true"
          >
            {index + 1}
          </span>
        ))}
        <button
          type="button"
          className="captcha-refresh"
          aria-label="换一张"
          title="换一张"
          onClick={(event) => {
            event.stopPropagation();
            void refresh();
          }}
        >
          ↻
        </button>
      </div>
      <div className={`captcha-bar captcha-points-bar${result ? ` is-${result}` : ''}`} role="status">
        {barText}
      </div>
    </div>
  );
}

/** The picture, the clicks so far and the check 400 ms after the last one; a failure brings a fresh picture. */
function useClickWord({ width = CAPTCHA_IMAGE_WIDTH, height = CAPTCHA_IMAGE_HEIGHT, mode, onSuccess, onError, onHide }: CaptchaViewProps) {
  const [image, setImage] = useState<CaptchaImage | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [points, setPoints] = useState<Point[]>([]);
  const [result, setResult] = useState<Result>(null);
  const locked = useRef(false);
  const { later, clearAll } = useTimers();

  const refresh = useCallback(async () => {
    clearAll();
    locked.current = false;
    setPoints([]);
    setResult(null);
    try {
      setImage(await captchaApi.fetch('clickWord', captchaClientId('clickWord')));
      setMessage(null);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : '验证码加载失败');
      if (losesPicture(error)) setImage(null);
      if (!(error instanceof ApiError) || error.httpStatus === 0) appActions.toast(error instanceof Error ? error.message : '网络错误');
    }
  }, [clearAll]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const check = async (clicked: Point[]) => {
    if (!image) return;
    const pointJson = JSON.stringify(clicked.map((point) => scaleClickPoint(point, width, height)));
    try {
      const { captchaVerification } = await captchaApi.check('clickWord', image.token, pointJson);
      setResult('success');
      afterSuccess(later, () => onSuccess(captchaVerification), { mode, onHide, refresh });
    } catch {
      setResult('fail');
      onError?.();
      later(() => void refresh(), CLICK_WORD_FAILURE_REFRESH_MS);
    }
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (locked.current || !image) return;
    const box = event.currentTarget.getBoundingClientRect();
    const next = [...points, { x: event.clientX - box.left, y: event.clientY - box.top }];
    setPoints(next);
    if (next.length === CLICK_WORD_POINT_COUNT) {
      locked.current = true;
      later(() => void check(next), CLICK_WORD_CHECK_DELAY_MS);
    }
  };

  return { image, message, points, result, refresh, onClick };
}

/** No picture to show after the mall says it has none, or when it or the network failed. */
function losesPicture(error: unknown): boolean {
  const repCode = error instanceof ApiError ? (error.data as { repCode?: string } | undefined)?.repCode : undefined;
  return repCode === NO_IMAGE_CODE || !(error instanceof ApiError) || error.httpStatus >= 500;
}

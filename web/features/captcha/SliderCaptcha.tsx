// Block-puzzle slider (docs/product.md §4/§5): drag (or arrow-key) the handle until the piece fills the hole.
// States idle → dragging → checked (use-slider.ts); success is green with the time taken, failure red and refreshed.
import type { CSSProperties } from 'react';
import { CAPTCHA_IMAGE_HEIGHT, CAPTCHA_IMAGE_WIDTH } from '#shared/constants.ts';
import { CaptchaPicture, png } from './CaptchaPicture.tsx';
import type { CaptchaViewProps } from './captcha-types.ts';
import { type Result, useSlider } from './use-slider.ts';

export function SliderCaptcha(props: CaptchaViewProps) {
  const { width = CAPTCHA_IMAGE_WIDTH, height = CAPTCHA_IMAGE_HEIGHT } = props;
  const slider = useSlider(props);
  const { image, loadError, phase, result, left, tip, refresh } = slider;
  const scaleX = width / CAPTCHA_IMAGE_WIDTH;
  const scaleY = height / CAPTCHA_IMAGE_HEIGHT;

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
        <CaptchaPicture image={image} alt="拼图验证背景" width={width} height={height} emptyText={loadError ?? '加载中…'} />
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
      <SliderBar slider={slider} />
    </div>
  );
}

function SliderBar({ slider }: { slider: ReturnType<typeof useSlider> }) {
  const { phase, result, left, max, handlers } = slider;
  return (
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
        {...handlers}
      >
        <span aria-hidden="true">{handleMark(result)}</span>
      </div>
    </div>
  );
}

const handleMark = (result: Result) => (result === 'success' ? '✓' : result === 'fail' ? '✕' : '→');

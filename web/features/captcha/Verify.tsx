// Safety verification box '请完成安全验证' with a close control (docs/product.md §2). Popup mode shows it as a modal
// dialog; fixed mode places it inline. blockPuzzle selects the slider, clickWord the click-words.
import type { CSSProperties } from 'react';
import { CAPTCHA_IMAGE_HEIGHT, CAPTCHA_IMAGE_WIDTH } from '#shared/constants.ts';
import type { CaptchaType } from '../../api/captcha-api.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { ClickWordCaptcha } from './ClickWordCaptcha.tsx';
import { SliderCaptcha } from './SliderCaptcha.tsx';
import type { CaptchaMode } from './captcha-types.ts';
import './captcha.css';

export const VERIFY_TITLE = '请完成安全验证';

export interface VerifyProps {
  captchaType: CaptchaType;
  mode: CaptchaMode;
  /** popup mode only */
  open?: boolean;
  width?: number;
  height?: number;
  onSuccess: (captchaVerification: string) => void;
  onError?: () => void;
  onClose: () => void;
}

export function Verify({
  captchaType,
  mode,
  open = true,
  width = CAPTCHA_IMAGE_WIDTH,
  height = CAPTCHA_IMAGE_HEIGHT,
  onSuccess,
  onError,
  onClose,
}: VerifyProps) {
  const view = (
    // The image size the caller chose (the login box uses a wider one) sizes the whole box.
    // biome-ignore lint/plugin: the caller's size, custom properties read by captcha.css
    <div className="captcha-frame" style={{ '--captcha-w': `${width}px`, '--captcha-h': `${height}px` } as CSSProperties}>
      {captchaType === 'blockPuzzle' ? (
        <SliderCaptcha width={width} height={height} mode={mode} onSuccess={onSuccess} onError={onError} onHide={onClose} />
      ) : (
        <ClickWordCaptcha width={width} height={height} mode={mode} onSuccess={onSuccess} onError={onError} onHide={onClose} />
      )}
    </div>
  );

  if (mode === 'popup') {
    return (
      <Dialog open={open} title={VERIFY_TITLE} onClose={onClose} closeOnBackdrop={false} className="verify-dialog">
        {view}
      </Dialog>
    );
  }
  return (
    <section className="verify-fixed" aria-label={VERIFY_TITLE}>
      <div className="verify-fixed-head">
        <h2>{VERIFY_TITLE}</h2>
        <button type="button" className="dialog-close" aria-label="关闭" onClick={onClose}>
          ×
        </button>
      </div>
      {view}
    </section>
  );
}

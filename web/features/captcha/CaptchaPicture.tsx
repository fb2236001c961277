// What both captchas share: the background picture (or, while there is none, what is happening instead) and the
// steps after a passed check (the success callback, then in popup mode hiding the box and a fresh picture).
import { CAPTCHA_POPUP_HIDE_MS, CAPTCHA_SUCCESS_CLOSE_MS } from '#shared/constants.ts';
import type { CaptchaImage } from '../../api/captcha-api.ts';
import type { CaptchaMode } from './captcha-types.ts';

export const png = (base64: string) => (base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`);

export function CaptchaPicture({
  image,
  alt,
  width,
  height,
  emptyText,
}: {
  image: CaptchaImage | null;
  alt: string;
  width: number;
  height: number;
  emptyText: string;
}) {
  return image ? (
    <img className="captcha-original" src={png(image.originalImageBase64)} alt={alt} width={width} height={height} draggable={false} />
  ) : (
    <div className="captcha-image-empty">{emptyText}</div>
  );
}

export function afterSuccess(
  later: (fn: () => void, ms: number) => void,
  succeed: () => void,
  popup: { mode: CaptchaMode; onHide?: () => void; refresh: () => Promise<void> },
): void {
  later(succeed, CAPTCHA_SUCCESS_CLOSE_MS);
  if (popup.mode !== 'popup') return;
  later(() => {
    popup.onHide?.();
    void popup.refresh();
  }, CAPTCHA_POPUP_HIDE_MS);
}

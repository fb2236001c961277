export type CaptchaMode = 'popup' | 'fixed';

export interface CaptchaViewProps {
  /** shown image size; positions are scaled to the 310x155 reference */
  width?: number;
  height?: number;
  mode: CaptchaMode;
  onSuccess: (captchaVerification: string) => void;
  onError?: () => void;
  /** popup mode: asks the owner to hide the box (1.5 s after a success) */
  onHide?: () => void;
}

// Business constants and limits of docs/product.md §9, in one place for server and browser.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;

/** Auth cookie max age: 7 days. */
export const AUTH_COOKIE_MAX_AGE_SECONDS = 604_800;

export const RESEND_COUNTDOWN_SECONDS = 60;
export const QR_POLL_INTERVAL_MS = 2_000;

export const PROGRESS_BAR_DURATION_MS = 5_000;
export const PROGRESS_BAR_THROTTLE_MS = 200;

/** Footer article categories. */
export const FOOTER_ARTICLE_CATEGORY_IDS = [16, 17, 18, 19, 20, 21, 22] as const;

export const CLICK_WORD_POINT_COUNT = 3;
export const CLICK_WORD_CHECK_DELAY_MS = 400;
export const CAPTCHA_SUCCESS_CLOSE_MS = 1_000;
export const CAPTCHA_POPUP_HIDE_MS = 1_500;
export const SLIDER_FAILURE_REFRESH_MS = 1_000;
export const CLICK_WORD_FAILURE_REFRESH_MS = 700;

export const CAPTCHA_IMAGE_WIDTH = 310;
export const CAPTCHA_IMAGE_HEIGHT = 155;
export const CAPTCHA_BAR_HEIGHT = 40;
/** Slider image width inside the login flow. */
export const LOGIN_CAPTCHA_IMAGE_WIDTH = 330;

export const LOGIN_USER_TYPE = 'pc';
export const DEFAULT_CART_COUNT = 0;
export const DEFAULT_SERVICE_OPEN = '0';
export const DEFAULT_SETTLED_OPEN = '0';

export const IDLE_CALLBACK_TIMEOUT_MS = 2_000;

export const ACCOUNT_ENTITIES = ['PERSONAL', 'COMPANY'] as const;
export type AccountEntity = (typeof ACCOUNT_ENTITIES)[number];
export const DEFAULT_ACCOUNT_ENTITY: AccountEntity = 'PERSONAL';

/** Unknown values fall back to PERSONAL (docs/product.md §3). */
export function toAccountEntity(value: unknown): AccountEntity {
  return value === 'COMPANY' ? 'COMPANY' : 'PERSONAL';
}

/** Local-storage keys are prefix-scoped (docs/product.md §3). */
export const LOCAL_STORAGE_PREFIX = 'mall_';
/** Captcha client ids live under these exact keys (docs/product.md §3). */
export const CAPTCHA_CLIENT_ID_KEYS = { blockPuzzle: 'slider', clickWord: 'point' } as const;

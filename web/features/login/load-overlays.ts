// The login modal (five panels, captcha, validation schemas) and the entity dialog are code-split:
// pages ship them only when a shopper opens one. Preloading fetches both chunks ahead of the first click.

export const loadLoginModal = () => import('./LoginModal.tsx');
export const loadEntityDialog = () => import('./EntityDialog.tsx');

/** Warms the browser's module cache; a failure here is retried (and handled) when the dialog opens. */
export function preloadLoginOverlays(): void {
  void loadLoginModal().catch(() => undefined);
  void loadEntityDialog().catch(() => undefined);
}

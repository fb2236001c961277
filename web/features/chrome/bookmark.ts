// 收藏本站: old browsers expose a favourites API; every current browser refuses, so the shopper is told
// to press Ctrl+D (docs/product.md §8).
export const BOOKMARK_FAILED = '加入收藏失败，请使用Ctrl+D进行添加';
export const BOOKMARK_UNSUPPORTED = '您的浏览器不支持自动收藏，请按 Ctrl+D 手动收藏';

interface LegacyWindow {
  external?: { AddFavorite?: (url: string, title: string) => void };
  sidebar?: { addPanel?: (title: string, url: string, extra: string) => void };
}

/** Returns the message to show, or null when the browser accepted the bookmark. */
export function addBookmark(url: string, title: string): string | null {
  const legacy = window as unknown as LegacyWindow;
  try {
    if (typeof legacy.external?.AddFavorite === 'function') {
      legacy.external.AddFavorite(url, title);
      return null;
    }
    if (typeof legacy.sidebar?.addPanel === 'function') {
      legacy.sidebar.addPanel(title, url, '');
      return null;
    }
  } catch {
    return BOOKMARK_FAILED;
  }
  return BOOKMARK_UNSUPPORTED;
}

// The server's layout view for this page. Every navigation fetches fresh page data (the login guard runs
// on the server), but should a page ever arrive without it, the browser keeps the last one it saw.
import { usePageContext } from 'vike-react/usePageContext';
import type { LayoutView } from '#shared/api/layout-view.ts';

let lastSeen: LayoutView | undefined;

export function useLayoutView(): LayoutView {
  const { layout } = usePageContext();
  // Only the browser remembers: on the server this module is shared by every visitor.
  if (layout && typeof window !== 'undefined') lastSeen = layout;
  const view = layout ?? lastSeen;
  if (!view) throw new Error('layout view missing');
  return view;
}

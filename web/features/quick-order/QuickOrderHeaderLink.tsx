// The header's 快速下单 link, for logged-in buyers only (personal and company alike).
import { CHROME_PATHS } from '#shared/route-links.ts';
import { useAppState } from '../../state/app-state.ts';
import './quick-order-link.css';

export function QuickOrderHeaderLink() {
  const { loggedIn } = useAppState();
  if (!loggedIn) return null;
  return (
    <a className="quick-order-link" href={CHROME_PATHS.quickOrder}>
      快速下单
    </a>
  );
}

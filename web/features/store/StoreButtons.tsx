// The outlined buttons of a store row or card: 进店逛逛 to the store's page, and 关注/收藏 as a toggle.
import { storeHref } from './store-links.ts';

export function VisitStoreLink({ merId }: { merId: number }) {
  return (
    <a className="btn-outline" href={storeHref(merId)}>
      进店逛逛
    </a>
  );
}

/** `off` is the label to follow, `on` the one once followed (关注/已关注, 收藏店铺/已收藏). */
export function FollowStoreButton({ care, toggle, off, on }: { care: boolean; toggle: () => Promise<void>; off: string; on: string }) {
  return (
    <button type="button" className={`btn-outline${care ? ' active' : ''}`} aria-pressed={care} onClick={() => void toggle()}>
      {care ? on : off}
    </button>
  );
}

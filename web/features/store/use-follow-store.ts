// 关注/收藏店铺 (relation type 10) with its follower count, shared by the store card and the shop street
// rows; guests are asked to log in first.
import { useState } from 'react';
import type { MerchantRow } from '../browse/types.ts';
import { requireLogin, useLoggedIn } from '../browse/use-logged-in.ts';
import { setRelation } from '../goods/detail/cart-actions.ts';

const STORE_RELATION = 10;

export function useFollowStore(merchant: Pick<MerchantRow, 'mer_id' | 'care' | 'care_count'>) {
  const loggedIn = useLoggedIn();
  const [care, setCare] = useState(Boolean(merchant.care));
  const [count, setCount] = useState(Number(merchant.care_count) || 0);
  const toggle = async () => {
    if (!requireLogin(loggedIn)) return;
    if (await setRelation(!care, STORE_RELATION, merchant.mer_id)) {
      setCount((n) => n + (care ? -1 : 1));
      setCare(!care);
    }
  };
  return { care, count, toggle };
}

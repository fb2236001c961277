// What shoppers change while the demo mall runs: carts, favourites, browsing history, received
// coupons, settlement applications and arrival notices. Everything is keyed by the principal key
// ('user:<uid>' or 'company:<id>') so a company account buys separately from its owner.

export interface CartLine {
  cart_id: number;
  key: string;
  uid: number;
  mer_id: number;
  product_type: number;
  product_id: number;
  product_attr_unique: string;
  cart_num: number;
  source: number;
  source_id: number;
  is_pay: 0;
  is_del: 0;
  is_new: 0 | 1;
  is_fail: 0;
  create_time: string;
}

export interface Relation {
  type_id: number;
  /** 1 (and 0, 2, 3, 4) products, 10 merchants */
  type: number;
  create_time: string;
}

export interface HistoryRow {
  history_id: number;
  product_id: number;
  update_time: string;
  /** for ordering without parsing strings */
  seq: number;
}

export interface CouponUser {
  coupon_user_id: number;
  coupon_id: number;
  mer_id: number;
  uid: number;
  coupon_title: string;
  coupon_price: number;
  use_min_price: number;
  start_time: string;
  end_time: string;
  use_time: string | null;
  type: number;
  /** 0 unused, 1 used, 2 expired */
  status: 0 | 1 | 2;
  is_fail: 0;
  create_time: string;
}

export interface Intention {
  mer_intention_id: number;
  key: string;
  uid: number;
  phone: string;
  name: string;
  mer_name: string;
  merchant_category_id: number;
  mer_type_id: number;
  images: string[];
  /** 0 pending, 1 approved, 2 rejected */
  status: 0 | 1 | 2;
  fail_msg: string;
  mark: string;
  create_time: string;
  update_time: string;
}

export interface ArrivalNotice {
  key: string;
  product_id: number;
  unique: string;
  create_time: string;
}

export function createUserState() {
  let seq = 0;
  const next = () => ++seq;
  const bucket = <T>(map: Map<string, T[]>, key: string): T[] => {
    let list = map.get(key);
    if (!list) {
      list = [];
      map.set(key, list);
    }
    return list;
  };
  return {
    nextId: next,
    carts: new Map<string, CartLine[]>(),
    relations: new Map<string, Relation[]>(),
    history: new Map<string, HistoryRow[]>(),
    coupons: new Map<string, CouponUser[]>(),
    intentions: new Map<string, Intention[]>(),
    notices: [] as ArrivalNotice[],
    bucket,
  };
}

export type UserState = ReturnType<typeof createUserState>;

/** The counts GET /api/user appends (favourites, coupons, visits) for one principal. */
export function userCounters(state: UserState, principalKey: string) {
  const relations = state.relations.get(principalKey) ?? [];
  return {
    total_collect_product: relations.filter((relation) => relation.type !== 10).length,
    total_collect_store: relations.filter((relation) => relation.type === 10).length,
    total_coupon: (state.coupons.get(principalKey) ?? []).length,
    total_visit_product: (state.history.get(principalKey) ?? []).length,
  };
}

/** Principal key → the numeric id CRMEB rows call `uid`. */
export function uidOf(key: string): number {
  const id = Number.parseInt(key.split(':')[1] ?? '0', 10);
  return Number.isFinite(id) ? id : 0;
}

// How large the large world's companies are (docs/adr/0085): the figures issue 40 asks for, and a scaled-down copy
// for tests (the catalogue's size is the catalogue module's, docs/adr/0080). Every count below is per world, except
// those of 上海东联 (the demo company 1), the tenant the pages are measured on.

export interface WorldSize {
  /** companies in all, the two demo companies included */
  companies: number;
  /** members of 上海东联, its 管理员 13800000002 included */
  members: number;
  /** organisation units of 上海东联, its root included, at most four levels deep */
  units: number;
  /** agreed prices of 上海东联 in force today */
  agreements: number;
  /** merchant orders of 上海东联 over `months` months */
  orders: number;
  months: number;
  quotes: number;
  /** inbox messages of 13800000002 */
  messages: number;
}

export const LARGE_WORLD: WorldSize = {
  companies: 1000,
  members: 2000,
  units: 200,
  agreements: 5000,
  orders: 20_000,
  months: 24,
  quotes: 1000,
  messages: 10_000,
};

/** The same world one hundredth the size (tests): every kind of row, few of each. */
export function scaledWorld(factor: number): WorldSize {
  const scale = (n: number, least: number) => Math.max(least, Math.round(n * factor));
  return {
    companies: scale(LARGE_WORLD.companies, 4),
    members: scale(LARGE_WORLD.members, 12),
    units: scale(LARGE_WORLD.units, 9),
    agreements: scale(LARGE_WORLD.agreements, 10),
    orders: scale(LARGE_WORLD.orders, 120),
    months: 4,
    quotes: scale(LARGE_WORLD.quotes, 10),
    messages: scale(LARGE_WORLD.messages, 20),
  };
}

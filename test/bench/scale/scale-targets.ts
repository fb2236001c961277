// What the scale bench asks of both worlds: the pages under 企业 (signed in as 13800000002 buying as 上海东联), the
// guest's browse pages at scale, and quick order's 500-row check. Each target names the budget issue 40 sets it.
import { productPartNumber } from '../../../demo-mall/company/quick-order/part-numbers.ts';

export type Budget = 'company' | 'browse' | 'none';
export type WorldName = 'small' | 'large';

export interface Target {
  label: string;
  /** the path in each world (the product with the most SKUs differs between the catalogues) */
  path: (world: WorldName) => string;
  /** asked signed in under 企业 */
  company: boolean;
  budget: Budget;
  /** a JSON body: the target is a POST call, not a page */
  json?: string;
}

const COMPANY_PAGES: [string, string][] = [
  ['企业 home', '/user/company'],
  ['members', '/user/company_user_management'],
  ['units', '/user/org'],
  ['approvals', '/user/approvals'],
  ['quotes', '/user/quotes'],
  ['messages', '/user/messages'],
  ['statements', '/user/statement_management'],
  ['agreed prices', '/user/agreement_prices'],
  ['order list', '/user/order_list'],
  ['采购分析', '/user/spend'],
];

/** 500 quick-order rows: part numbers of the first products, every fourth an unknown code. */
function quickOrderRows(): string {
  const rows = Array.from({ length: 500 }, (_, i) => ({
    code: i % 4 === 3 ? `NOPE-${i}` : productPartNumber(((i * 7) % 300) + 1),
    quantity: (i % 5) + 1,
  }));
  return JSON.stringify({ rows });
}

export function scaleTargets(options: { searchWord: string; productIds: Record<WorldName, number> }): Target[] {
  const word = encodeURIComponent(options.searchWord);
  return [
    ...COMPANY_PAGES.map(([label, path]): Target => ({ label, path: () => path, company: true, budget: 'company' })),
    { label: 'guest listing', path: () => '/goods_cate?sid=1&order=sales', company: false, budget: 'browse' },
    { label: `search “${options.searchWord}”`, path: () => `/goods_search?title=${word}`, company: false, budget: 'browse' },
    { label: 'listing page 500', path: () => '/goods_cate?sid=1&page=500', company: false, budget: 'browse' },
    { label: 'product, most SKUs', path: (world) => `/goods_detail/${options.productIds[world]}`, company: false, budget: 'browse' },
    { label: 'quick order 500 rows', path: () => '/api/quick_order/check', company: true, budget: 'none', json: quickOrderRows() },
  ];
}

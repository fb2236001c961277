// What the mall answers for quick-order rows (docs/company-api.md §6.1, §6.3): the mall builds these and the
// storefront shows them, so the shape is written once.
import type { QuickOrderState } from './quick-order-rules.ts';

export interface SpecChoice {
  code: string;
  unique: string;
  sku: string;
  price: string;
  stock: number;
}

export interface CheckedRow {
  /** 1-based place of the row in the request */
  line: number;
  code: string;
  quantity: number | null;
  state: QuickOrderState;
  state_name: string;
  reason: string;
  product_id: number;
  store_name: string;
  image: string;
  unit_name: string;
  /** the SKU's spec text ('' for a single-spec product or when no SKU is named) */
  sku: string;
  unique: string;
  part_number: string;
  bar_code: string;
  price: string;
  stock: number;
  min_count: number;
  max_count: number;
  /** needs_spec only: the product's SKUs to choose from */
  choices: SpecChoice[];
}

export interface CheckAnswer {
  count: number;
  list: CheckedRow[];
  summary: { ok_count: number; bad_count: number; pieces: number; total_price: string };
}

export interface AddAnswer {
  cart_id: number[];
  /** rows added (as sent) and the cart lines they became */
  row_count: number;
  line_count: number;
  pieces: number;
  total_price: string;
}

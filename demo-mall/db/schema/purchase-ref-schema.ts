// Migration 10 (docs/company-api.md §8): the company's cost centres, and the PO number and cost centre on group
// orders and their merchant orders. The cost centre's name is copied onto the order when it is placed, so a
// later rename does not rewrite an order's history (docs/adr/0023-po-number-and-cost-centre-on-the-order.md).
export const PURCHASE_REF_SCHEMA = `
CREATE TABLE company_cost_centers (
  cost_center_id  INTEGER PRIMARY KEY AUTOINCREMENT,
  company_id      INTEGER NOT NULL REFERENCES companies (company_id),
  name            TEXT NOT NULL,
  code            TEXT NOT NULL DEFAULT '',
  status          INTEGER NOT NULL DEFAULT 1,
  create_time     TEXT NOT NULL,
  update_time     TEXT NOT NULL,
  UNIQUE (company_id, name)
);

ALTER TABLE group_orders ADD COLUMN po_number TEXT NOT NULL DEFAULT '';
ALTER TABLE group_orders ADD COLUMN cost_center_id INTEGER;
ALTER TABLE group_orders ADD COLUMN cost_center_name TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN po_number TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN cost_center_id INTEGER;
ALTER TABLE orders ADD COLUMN cost_center_name TEXT NOT NULL DEFAULT '';
CREATE INDEX orders_by_cost_center ON orders (cost_center_id);
`;

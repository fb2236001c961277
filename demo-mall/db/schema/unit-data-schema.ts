// Migration 21 (docs/company-api.md §13.6, docs/adr/0053-unit-data-inherited-downward.md): a cost centre may belong
// to one unit; NULL keeps it company-wide as before, so existing cost centres and orders stay as they are. A unit's
// delivery addresses and invoice titles need no new table: they are rows of `addresses` and `user_receipts` whose
// principal is 'unit:<unit_id>', which no token ever carries, so the buyer's own address and title routes never
// reach them.
export const UNIT_DATA_SCHEMA = `
ALTER TABLE company_cost_centers ADD COLUMN unit_id INTEGER REFERENCES company_units (unit_id);
CREATE INDEX company_cost_centers_by_unit ON company_cost_centers (unit_id);
`;

// GET /api/product/spu/params in stock CRMEB-MER's shape (StoreParams::select → getApiList with is_pc): one row
// per parameter `{parameter_id, template_id, name, value: [{parameter_value_id, parameter_id, name, value}]}`.
// The demo catalogue keeps parameters on the products, without templates (template_id 0); a value's id is stable
// for the catalogue: parameter_id × 1000 + its place among that parameter's values.
import type { DemoMallDatabase } from '../../db/database.ts';

interface ParamValueRow {
  parameter_value_id: number;
  parameter_id: number;
  name: string;
  value: string;
}

interface ParamFilterRow {
  parameter_id: number;
  template_id: number;
  name: string;
  value: ParamValueRow[];
}

/** One parameter value some products carry (what the facet query returns). */
export interface ParamValue {
  parameter_id: number;
  value: string;
}

/** Every parameter of the catalogue: its name and its values, sorted. */
export type ParameterCatalogue = ReadonlyMap<number, { name: string; values: string[] }>;

const byText = (a: string, b: string) => a.localeCompare(b, 'zh-Hans-CN', { numeric: true });

/** The values of each parameter, sorted; names from `names`. */
function valuesByParameter(found: readonly ParamValue[], names: (id: number) => string): Map<number, { name: string; values: string[] }> {
  const grouped = new Map<number, string[]>();
  for (const row of found) {
    const list = grouped.get(row.parameter_id);
    if (list) list.push(row.value);
    else grouped.set(row.parameter_id, [row.value]);
  }
  return new Map([...grouped].map(([id, values]) => [id, { name: names(id), values: [...new Set(values)].sort(byText) }]));
}

/** Every parameter value of the normal products, read through the (parameter_id, value) index. */
export function readParameterCatalogue(db: DemoMallDatabase): ParameterCatalogue {
  const names = new Map(
    (db.prepare('SELECT parameter_id, name FROM catalogue_parameters').all() as Array<{ parameter_id: number; name: string }>).map((r) => [
      r.parameter_id,
      r.name,
    ]),
  );
  const rows = db.prepare('SELECT DISTINCT parameter_id, value FROM catalogue_product_params').all() as ParamValue[];
  return valuesByParameter(rows, (id) => names.get(id) ?? '');
}

/** The rows for the products found (a row with one value offers no choice and is left out), ids from the catalogue. */
export function paramFilterRows(found: readonly ParamValue[], all: ParameterCatalogue): ParamFilterRow[] {
  return [...valuesByParameter(found, (id) => all.get(id)?.name ?? '')]
    .filter(([, row]) => row.values.length > 1)
    .sort(([a], [b]) => a - b)
    .map(([id, row]) => ({
      parameter_id: id,
      template_id: 0,
      name: row.name,
      value: row.values.map((value) => ({
        parameter_value_id: id * 1000 + (all.get(id)?.values.indexOf(value) ?? 0),
        parameter_id: id,
        name: row.name,
        value,
      })),
    }));
}

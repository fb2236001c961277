// GET /api/product/spu/params in stock CRMEB-MER's shape (StoreParams::select → getApiList with is_pc): one row
// per parameter `{parameter_id, template_id, name, value: [{parameter_value_id, parameter_id, name, value}]}`.
// The demo catalogue keeps parameters on the products, without templates (template_id 0); a value's id is stable
// for the catalogue: parameter_id × 1000 + its place among that parameter's values.
import type { Product } from '../catalogue-types.ts';

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

const byText = (a: string, b: string) => a.localeCompare(b, 'zh-Hans-CN', { numeric: true });

/** The values of each parameter the products carry, sorted. */
function valuesByParameter(products: readonly Product[]): Map<number, { name: string; values: string[] }> {
  const found = new Map<number, { name: string; values: Set<string> }>();
  for (const product of products) {
    for (const param of product.params) {
      const row = found.get(param.parameter_id) ?? { name: param.name, values: new Set<string>() };
      found.set(param.parameter_id, row);
      row.values.add(param.value);
    }
  }
  return new Map([...found].map(([id, row]) => [id, { name: row.name, values: [...row.values].sort(byText) }]));
}

/** The rows for the products found (a row with one value offers no choice and is left out), ids from the catalogue. */
export function paramFilterRows(found: readonly Product[], catalogue: readonly Product[]): ParamFilterRow[] {
  const all = valuesByParameter(catalogue);
  return [...valuesByParameter(found)]
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

// The parameter rows of GET /api/product/spu/params as the filter panel shows them. Stock CRMEB-MER answers
// `{count: 0, list: []}` when there is nothing to filter by, and otherwise rows whose choices are `value` rows
// (`{parameter_value_id, value, …}`); a row's choices may also come as `values` (plain strings).
import type { ParamRow } from './listing-types.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function choicesOf(row: Record<string, unknown>): string[] {
  const raw = Array.isArray(row.values) ? row.values : Array.isArray(row.value) ? row.value : [];
  const texts = raw.map((choice) => (isRecord(choice) ? choice.value : choice)).filter((text) => typeof text === 'string' && text !== '');
  return [...new Set(texts as string[])];
}

export function paramRowsOf(data: unknown): ParamRow[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((row) => {
    if (!isRecord(row)) return [];
    const id = Number(row.parameter_id);
    const values = choicesOf(row);
    return Number.isInteger(id) && id > 0 && typeof row.name === 'string' && values.length
      ? [{ parameter_id: id, name: row.name, values }]
      : [];
  });
}

// The model number (型号) a product's name ends with, e.g. '得力 双面复印纸 FN-3065' → 'FN-3065': what buyers read on
// every page and type into quick order (docs/company-api.md §6.1), so the storefront shows it and the mall accepts it.
const MODEL_IN_NAME = /\b([A-Z]{2,}-\d{3,})\b/g;

/** The last model-like token of a name, or null. */
export function modelNumberOf(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  const found = [...name.matchAll(MODEL_IN_NAME)];
  return found.at(-1)?.[1] ?? null;
}

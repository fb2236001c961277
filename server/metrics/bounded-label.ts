// Label values for Prometheus must come from a small set, or every new value is a new time series. Code
// chooses our labels (route patterns, endpoint keys, bucket names); this guard caps them anyway, so a
// mistake (a raw URL passed as a route) costs one 'other' series instead of unbounded memory.

export const OTHER_LABEL = 'other';

export function boundedLabel(maxValues: number): (value: string) => string {
  const seen = new Set<string>();
  return (value) => {
    if (seen.has(value)) return value;
    if (seen.size >= maxValues) return OTHER_LABEL;
    seen.add(value);
    return value;
  };
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function methodLabel(method: string): string {
  return METHODS.has(method) ? method : 'OTHER';
}

/** 200 → '2xx'; anything outside 100-599 → 'other'. */
export function statusClass(statusCode: number): string {
  return statusCode >= 100 && statusCode < 600 ? `${Math.floor(statusCode / 100)}xx` : OTHER_LABEL;
}

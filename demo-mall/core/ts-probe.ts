// Imported by ts-worker.mjs to learn whether this thread can load TypeScript yet.
export const TS_PROBE = true;

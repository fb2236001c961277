// Imported by ts-worker.mjs to learn whether this thread loads TypeScript through tsx yet. The parameter property
// is on purpose: Node's own type stripping (22.18+, 24, 26) refuses it, so only tsx can load this file.
export class TsProbe {
  constructor(readonly loaded: boolean) {}
}

export const TS_PROBE = new TsProbe(true).loaded;

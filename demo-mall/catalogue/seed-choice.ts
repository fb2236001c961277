// DEMO_MALL_SEED: which catalogue an empty database is seeded with. Unset or 'small' is the demo catalogue;
// 'large' the 100,000-product one (docs/adr/0080). Anything else stops the start with a message that names the choices.
export type CatalogueSeedKind = 'small' | 'large';

export function seedFromEnv(value: string | undefined): CatalogueSeedKind {
  const chosen = value?.trim().toLowerCase() ?? '';
  if (chosen === '' || chosen === 'small') return 'small';
  if (chosen === 'large') return 'large';
  throw new Error(`DEMO_MALL_SEED=${value} is not a seed: use small (the default) or large`);
}

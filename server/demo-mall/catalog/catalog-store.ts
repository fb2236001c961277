// PLACEHOLDER (owned by the catalogue work): the seeded catalogue with its indexes.
export function createCatalogStore() {
  return {};
}

export type CatalogStore = ReturnType<typeof createCatalogStore>;

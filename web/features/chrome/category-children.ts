// The category menu's lower levels, fetched once per page load when a menu first opens (the HTML carries only the
// first level: docs/bff-contract.md §4). A failed fetch is forgotten so the next opening tries again.
import { useEffect, useState } from 'react';
import type { CategoryNode } from '#shared/api/layout-view.ts';
import { apiGet } from '#web/api/bff-client.ts';

let pending: Promise<CategoryNode[]> | undefined;

function loadTree(): Promise<CategoryNode[]> {
  pending ??= apiGet<CategoryNode[]>('/bff/category-tree').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/** The whole tree once `wanted` has been true (undefined until it arrives). */
export function useCategoryTree(wanted: boolean): CategoryNode[] | undefined {
  const [tree, setTree] = useState<CategoryNode[] | undefined>(undefined);
  useEffect(() => {
    if (!wanted || tree) return;
    let live = true;
    loadTree()
      .then((loaded) => {
        if (live) setTree(loaded);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [wanted, tree]);
  return tree;
}

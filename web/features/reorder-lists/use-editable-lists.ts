// The member's reorder lists that the save dialog may add to (those the member may edit), loaded once when the
// dialog opens; `onFirst` hears the first of them so the dialog can preselect it.
import { useEffect, useState } from 'react';
import { reorderListsApi } from './reorder-lists-api.ts';
import type { ReorderListSummary } from './reorder-list-view.ts';

export function useEditableLists(onFirst: (list: ReorderListSummary) => void): {
  lists: ReorderListSummary[] | null;
  loadError: string;
} {
  const [lists, setLists] = useState<ReorderListSummary[] | null>(null);
  const [loadError, setLoadError] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per opening; onFirst only sets state
  useEffect(() => {
    let live = true;
    reorderListsApi
      .lists()
      .then((all) => {
        if (!live) return;
        const editable = all.filter((list) => list.canEdit);
        setLists(editable);
        if (editable[0]) onFirst(editable[0]);
      })
      .catch((failure: unknown) => {
        if (live) setLoadError(failure instanceof Error ? failure.message : '清单加载失败');
      });
    return () => {
      live = false;
    };
  }, []);
  return { lists, loadError };
}

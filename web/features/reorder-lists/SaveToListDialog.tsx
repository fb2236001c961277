// The 加入常购清单 dialog (docs/user-centre.md, docs/company-api.md §7): choose an existing list the member may edit
// or name a new one, and save the lines handed in. One request key per opening makes a double submit save once;
// the button is off while saving. Loaded on the first click (AddToReorderList.tsx), so pages carry it only then.
import { useRef, useState } from 'react';
import { reorderListNameError } from '#shared/company/reorder-list-rules.ts';
import { appActions } from '#web/state/app-state.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { useBusy } from '../ui/use-busy.ts';
import { ListTargetFields, type ListTargetState } from './ListTargetFields.tsx';
import { reorderListsApi } from './reorder-lists-api.ts';
import { newRequestKey, type ReorderLineDraft } from './reorder-list-view.ts';
import { useEditableLists } from './use-editable-lists.ts';

export default function SaveToListDialog({ lines, onClose }: { lines: readonly ReorderLineDraft[]; onClose: () => void }) {
  const [state, setState] = useState<ListTargetState>({ target: 'new', listId: 0, name: '', error: '' });
  const change = (patch: Partial<ListTargetState>) => setState((old) => ({ ...old, ...patch }));
  const { lists, loadError } = useEditableLists((first) => change({ target: 'existing', listId: first.id }));
  const [saveError, setSaveError] = useState('');
  const { busy, run } = useBusy();
  // one key per opening: a double click or a retry after a lost answer saves once
  const requestKey = useRef(newRequestKey());
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);

  const save = async () => {
    const { target, listId } = state;
    const trimmed = state.name.trim();
    if (target === 'new') {
      const nameError = reorderListNameError(trimmed);
      if (nameError) return change({ error: nameError });
    } else if (!listId) return setSaveError('请选择清单');
    setSaveError('');
    try {
      const { message } =
        target === 'new'
          ? await reorderListsApi.create(trimmed, lines, requestKey.current)
          : await reorderListsApi.addLines(listId, lines, requestKey.current);
      const chosen = target === 'new' ? trimmed : (lists?.find((list) => list.id === listId)?.name ?? '');
      appActions.toast(`${message || '已加入清单'}：${chosen}`, 'success');
      onClose();
    } catch (failure) {
      const text = failure instanceof Error ? failure.message : '保存失败';
      if (target === 'new') change({ error: text });
      else setSaveError(text);
    }
  };

  return (
    <Dialog open title="加入常购清单" onClose={onClose} closeOnBackdrop={false} className="rl-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void run(save);
        }}
        noValidate
      >
        <p className="rl-dialog-summary">
          共 {lines.length} 种商品，{pieces} 件。同一规格已在清单中时数量累加。
        </p>
        {loadError || saveError ? (
          <p className="rl-error" role="alert">
            {loadError || saveError}
          </p>
        ) : null}
        <ListTargetFields lists={lists} loadError={loadError} state={state} onChange={change} />
        <div className="form-actions">
          <button type="button" className="btn-ghost" onClick={onClose}>
            取消
          </button>
          <button type="submit" className="btn-primary rl-save" disabled={busy}>
            {busy ? '保存中…' : '保存'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

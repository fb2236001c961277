// The 加入常购清单 dialog (docs/user-centre.md, docs/company-api.md §7): choose an existing list the member may edit
// or name a new one, and save the lines handed in. One request key per opening makes a double submit save once;
// the button is off while saving. Loaded on the first click (AddToReorderList.tsx), so pages carry it only then.
import { useEffect, useRef, useState } from 'react';
import { reorderListNameError, REORDER_LIST_NAME_MAX } from '#shared/company/reorder-list-rules.ts';
import { appActions } from '#web/state/app-state.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { errorIdOf, FormRow } from '../ui/FormRow.tsx';
import { reorderListsApi } from './reorder-lists-api.ts';
import { newRequestKey, type ReorderLineDraft, type ReorderListSummary } from './reorder-list-view.ts';

type Target = 'existing' | 'new';

export default function SaveToListDialog({ lines, onClose }: { lines: readonly ReorderLineDraft[]; onClose: () => void }) {
  const [lists, setLists] = useState<ReorderListSummary[] | null>(null);
  const [loadError, setLoadError] = useState('');
  const [target, setTarget] = useState<Target>('new');
  const [listId, setListId] = useState(0);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [saveError, setSaveError] = useState('');
  const [busy, setBusy] = useState(false);
  // one key per opening: a double click or a retry after a lost answer saves once
  const requestKey = useRef(newRequestKey());
  const inFlight = useRef(false);

  useEffect(() => {
    let live = true;
    reorderListsApi
      .lists()
      .then((all) => {
        if (!live) return;
        const editable = all.filter((list) => list.canEdit);
        setLists(editable);
        if (editable[0]) {
          setTarget('existing');
          setListId(editable[0].id);
        }
      })
      .catch((failure: unknown) => {
        if (live) setLoadError(failure instanceof Error ? failure.message : '清单加载失败');
      });
    return () => {
      live = false;
    };
  }, []);

  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const trimmed = name.trim();
    if (target === 'new') {
      const nameError = reorderListNameError(trimmed);
      if (nameError) return setError(nameError);
    } else if (!listId) return setSaveError('请选择清单');
    setSaveError('');
    inFlight.current = true;
    setBusy(true);
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
      if (target === 'new') setError(text);
      else setSaveError(text);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const hasLists = (lists?.length ?? 0) > 0;
  return (
    <Dialog open title="加入常购清单" onClose={onClose} closeOnBackdrop={false} className="rl-dialog">
      <form onSubmit={submit} noValidate>
        <p className="rl-dialog-summary">
          共 {lines.length} 种商品，{pieces} 件。同一规格已在清单中时数量累加。
        </p>
        {loadError || saveError ? (
          <p className="rl-error" role="alert">
            {loadError || saveError}
          </p>
        ) : null}
        <fieldset className="rl-targets">
          <legend className="rl-legend">保存到</legend>
          <label className="rl-target">
            <input
              type="radio"
              name="rl-target"
              checked={target === 'existing'}
              disabled={!hasLists}
              onChange={() => {
                setTarget('existing');
                setError('');
              }}
            />
            已有清单
          </label>
          <select
            className="rl-select"
            aria-label="选择清单"
            disabled={!hasLists || target !== 'existing'}
            value={listId || ''}
            onChange={(event) => setListId(Number(event.target.value))}
          >
            {lists === null && !loadError ? <option value="">加载中…</option> : null}
            {lists !== null && !hasLists ? <option value="">暂无可编辑的清单</option> : null}
            {(lists ?? []).map((list) => (
              <option key={list.id} value={list.id}>
                {list.name}（{list.lineCount} 种）
              </option>
            ))}
          </select>
          <label className="rl-target">
            <input
              type="radio"
              name="rl-target"
              checked={target === 'new'}
              onChange={() => {
                setTarget('new');
                setError('');
              }}
            />
            新建清单
          </label>
        </fieldset>
        <FormRow id="rl-name" label="清单名称" error={error || undefined}>
          <input
            id="rl-name"
            className="rl-name"
            type="text"
            maxLength={REORDER_LIST_NAME_MAX + 10}
            placeholder={`新清单名称，最多 ${REORDER_LIST_NAME_MAX} 个字`}
            value={name}
            disabled={target !== 'new'}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorIdOf('rl-name')}
            onChange={(event) => {
              setName(event.target.value);
              if (error) setError('');
            }}
          />
        </FormRow>
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

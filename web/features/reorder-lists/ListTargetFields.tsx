// Where the save dialog (SaveToListDialog.tsx) puts the lines: an existing list the member may edit, chosen from a
// select, or a new list under a typed name. Picking either clears the name's message.
import { REORDER_LIST_NAME_MAX } from '#shared/company/reorder-list-rules.ts';
import { errorIdOf, FormRow } from '../ui/FormRow.tsx';
import type { ReorderListSummary } from './reorder-list-view.ts';

export type ListTarget = 'existing' | 'new';

export interface ListTargetState {
  target: ListTarget;
  listId: number;
  name: string;
  /** the name's message */
  error: string;
}

export function ListTargetFields({
  lists,
  loadError,
  state,
  onChange,
}: {
  lists: readonly ReorderListSummary[] | null;
  loadError: string;
  state: ListTargetState;
  onChange: (patch: Partial<ListTargetState>) => void;
}) {
  const { target, listId, name, error } = state;
  const hasLists = (lists?.length ?? 0) > 0;
  return (
    <>
      <fieldset className="rl-targets">
        <legend className="rl-legend">保存到</legend>
        <label className="rl-target">
          <input
            type="radio"
            name="rl-target"
            checked={target === 'existing'}
            disabled={!hasLists}
            onChange={() => onChange({ target: 'existing', error: '' })}
          />
          已有清单
        </label>
        <select
          className="rl-select"
          aria-label="选择清单"
          disabled={!hasLists || target !== 'existing'}
          value={listId || ''}
          onChange={(event) => onChange({ listId: Number(event.target.value) })}
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
          <input type="radio" name="rl-target" checked={target === 'new'} onChange={() => onChange({ target: 'new', error: '' })} />
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
          onChange={(event) => onChange({ name: event.target.value, error: '' })}
        />
      </FormRow>
    </>
  );
}

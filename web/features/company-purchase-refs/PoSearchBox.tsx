// The 采购单号 search box above /user/order_list, under 企业 only (docs/company-api.md §8.2). A plain GET form, so
// the results are a server-rendered address that can be shared; text the PO rule refuses is said at once.
import { useState } from 'react';
import { useAppState } from '#web/state/app-state.ts';
import { ORDER_LIST_PATH, poSearchValid } from './po-search.ts';
import './purchase-refs.css';

export function PoSearchBox({ initial }: { initial: string }) {
  const { entity } = useAppState();
  const [text, setText] = useState(initial);
  if (entity !== 'COMPANY') return null;
  const valid = poSearchValid(text);
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark; a <search> wrapper would add a box to the row it sits in
    <form
      className="pr-search"
      role="search"
      aria-label="按采购单号搜索订单"
      action={ORDER_LIST_PATH}
      method="get"
      onSubmit={(event) => !valid && event.preventDefault()}
    >
      <label htmlFor="pr-po-search">采购单号</label>
      <input
        id="pr-po-search"
        name="po_number"
        value={text}
        maxLength={32}
        placeholder="输入采购单号搜索订单"
        aria-invalid={valid ? undefined : true}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="btn-primary" disabled={!valid}>
        搜索
      </button>
      {initial ? <a href={ORDER_LIST_PATH}>清除搜索</a> : null}
      {valid ? null : <span className="pr-message">采购单号只能包含字母、数字和 - _ / . 符号</span>}
    </form>
  );
}

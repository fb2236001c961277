// One list on /user/reorder_lists (docs/user-centre.md): its lines as the catalogue shows them now; editing for
// the owner and 管理员 (quantity on change, remove, rename, delete), read-only for everyone else; 一键加入购物车
// for members who may buy as 企业.
import { listLinesToQuote, RequestQuote } from '../quotes/index.ts';
import { useState } from 'react';
import { navigate, reload } from 'vike/client/router';
import { REORDER_LIST_MAX_QUANTITY, reorderListNameError, REORDER_LIST_NAME_MAX } from '#shared/company/reorder-list-rules.ts';
import { appActions } from '#web/state/app-state.ts';
import { refreshCartCount } from '../cart/cart-api.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { useBusy } from '../ui/use-busy.ts';
import { reorderListsApi } from './reorder-lists-api.ts';
import { addToCartText, REORDER_LISTS_PATH, type ReorderListDetail, type ReorderLineView, toSkipped } from './reorder-list-view.ts';
import { PartNumber } from '../goods/PartNumber.tsx';

const errorText = (failure: unknown, fallback: string) => (failure instanceof Error ? failure.message : fallback);

export function ListDetail({ list, canBuy }: { list: ReorderListDetail; canBuy: boolean }) {
  // one call at a time; the page data is read again after a change
  const { busy, run } = useBusy();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const addToCart = () =>
    run(async () => {
      try {
        const { data } = await reorderListsApi.addToCart(list.id);
        const added = Number(data?.added) || 0;
        appActions.toast(addToCartText(added, toSkipped(data?.skipped)), added > 0 ? 'success' : 'error');
        if (added > 0) await refreshCartCount();
      } catch (failure) {
        appActions.toast(errorText(failure, '加入购物车失败'));
      }
    });

  const change = (task: () => Promise<{ message: string }>, fallback: string) =>
    run(async () => {
      try {
        const { message } = await task();
        appActions.toast(message || '修改成功', 'success');
        await reload();
      } catch (failure) {
        appActions.toast(errorText(failure, fallback));
      }
    });

  return (
    <section className="rl-detail" data-list-detail={list.id} aria-label={`清单：${list.name}`}>
      <div className="rl-detail-head">
        <h2 className="rl-detail-name">{list.name}</h2>
        <span className="rl-detail-owner">
          创建人：{list.ownerName} · 更新于 {list.updateTime}
        </span>
        <div className="rl-detail-actions">
          {list.canEdit ? (
            <>
              <button type="button" className="rl-link-button" disabled={busy} onClick={() => setRenaming(true)}>
                重命名
              </button>
              <button type="button" className="rl-link-button" disabled={busy} onClick={() => setDeleting(true)}>
                删除清单
              </button>
            </>
          ) : null}
          {canBuy ? (
            <button
              type="button"
              className="btn-primary rl-to-cart"
              disabled={busy || list.lines.length === 0}
              onClick={() => void addToCart()}
            >
              一键加入购物车
            </button>
          ) : null}
          <RequestQuote source="reorder_list" lines={listLinesToQuote(list.lines)} label="整单申请报价" />
        </div>
      </div>
      {!list.canEdit ? <p className="rl-readonly">此清单由 {list.ownerName} 创建，仅创建人和管理员可以修改。</p> : null}
      {!canBuy ? <p className="rl-readonly">以企业身份登录且有采购权限的成员可将清单加入企业购物车。</p> : null}
      {list.lines.length === 0 ? (
        <p className="rl-hint">清单中没有商品</p>
      ) : (
        <table className="uc-ledger rl-lines">
          <thead>
            <tr>
              <th scope="col">商品</th>
              <th scope="col" className="rl-money">
                单价
              </th>
              <th scope="col">库存</th>
              <th scope="col">状态</th>
              <th scope="col">数量</th>
              {list.canEdit ? <th scope="col">操作</th> : null}
            </tr>
          </thead>
          <tbody>
            {list.lines.map((line) => (
              <LineRow
                key={line.id}
                line={line}
                editable={list.canEdit}
                busy={busy}
                onQuantity={(quantity) => void change(() => reorderListsApi.setQuantity(line.id, quantity), '修改失败')}
                onRemove={() => void change(() => reorderListsApi.removeLine(line.id), '删除失败')}
              />
            ))}
          </tbody>
        </table>
      )}
      {renaming ? (
        <RenameDialog
          name={list.name}
          onClose={() => setRenaming(false)}
          onSave={async (name) => {
            await reorderListsApi.rename(list.id, name);
            setRenaming(false);
            appActions.toast('重命名成功', 'success');
            await reload();
          }}
        />
      ) : null}
      <Dialog open={deleting} title="删除清单" onClose={() => setDeleting(false)} className="rl-confirm">
        <p>确定删除清单“{list.name}”吗？删除后全企业成员都将无法使用。</p>
        <div className="form-actions">
          <button type="button" className="btn-ghost" onClick={() => setDeleting(false)}>
            取消
          </button>
          <button
            type="button"
            className="btn-primary"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                try {
                  await reorderListsApi.remove(list.id);
                  setDeleting(false);
                  appActions.toast('删除成功', 'success');
                  await navigate(REORDER_LISTS_PATH);
                } catch (failure) {
                  appActions.toast(errorText(failure, '删除失败'));
                }
              })
            }
          >
            确定
          </button>
        </div>
      </Dialog>
    </section>
  );
}

function LineRow({
  line,
  editable,
  busy,
  onQuantity,
  onRemove,
}: {
  line: ReorderLineView;
  editable: boolean;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const [value, setValue] = useState(String(line.quantity));
  const commit = () => {
    const quantity = Number(value);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > REORDER_LIST_MAX_QUANTITY) {
      appActions.toast(`数量必须是 1 到 ${REORDER_LIST_MAX_QUANTITY} 之间的整数`);
      setValue(String(line.quantity));
      return;
    }
    if (quantity !== line.quantity) onQuantity(quantity);
  };
  return (
    <tr data-line={line.id} className={line.state === 'ok' ? undefined : 'is-unavailable'}>
      <td>
        <div className="rl-product">
          {line.image ? <img src={line.image} alt="" width={48} height={48} loading="lazy" /> : <span className="rl-no-image" />}
          <span>
            {line.productId && line.state !== 'off_shelf' ? (
              <a href={`/goods_detail/${line.productId}`}>{line.name}</a>
            ) : (
              line.name || '商品已下架'
            )}
            {line.sku ? <small className="rl-sku">{line.sku}</small> : null}
            <PartNumber name={line.name} className="part-number rl-sku" />
          </span>
        </div>
      </td>
      <td className="rl-money">{line.price ? `¥${line.price}` : '—'}</td>
      <td>{line.state === 'off_shelf' || line.state === 'sku_gone' ? '—' : line.stock}</td>
      <td>
        <span className={`rl-state rl-state-${line.state}`}>{line.stateName}</span>
      </td>
      <td>
        {editable ? (
          <input
            className="rl-quantity"
            type="number"
            min={1}
            max={REORDER_LIST_MAX_QUANTITY}
            aria-label={`${line.name} 数量`}
            value={value}
            disabled={busy}
            onChange={(event) => setValue(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit();
            }}
          />
        ) : (
          line.quantity
        )}
      </td>
      {editable ? (
        <td>
          <button type="button" className="rl-link-button" disabled={busy} onClick={onRemove}>
            删除
          </button>
        </td>
      ) : null}
    </tr>
  );
}

function RenameDialog({ name, onClose, onSave }: { name: string; onClose: () => void; onSave: (name: string) => Promise<void> }) {
  const [value, setValue] = useState(name);
  const [error, setError] = useState('');
  const { busy, run } = useBusy();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    const refusal = reorderListNameError(trimmed);
    if (refusal) return setError(refusal);
    await run(async () => {
      try {
        await onSave(trimmed);
      } catch (failure) {
        setError(errorText(failure, '重命名失败'));
      }
    });
  };
  return (
    <Dialog open title="重命名清单" onClose={onClose} closeOnBackdrop={false} className="rl-dialog">
      <form onSubmit={submit} noValidate>
        <label className="rl-legend" htmlFor="rl-rename">
          清单名称
        </label>
        <input
          id="rl-rename"
          className="rl-name"
          type="text"
          maxLength={REORDER_LIST_NAME_MAX + 10}
          value={value}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError('');
          }}
        />
        <p className="rl-error" role={error ? 'alert' : undefined}>
          {error}
        </p>
        <div className="form-actions">
          <button type="button" className="btn-ghost" onClick={onClose}>
            取消
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            保存
          </button>
        </div>
      </form>
    </Dialog>
  );
}

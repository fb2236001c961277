// One list on /user/reorder_lists (docs/user-centre.md): its lines as the catalogue shows them now; editing for
// the owner and 管理员 (quantity on change, remove, rename, delete), read-only for everyone else; 一键加入购物车
// for members who may buy as 企业.
import { listLinesToQuote, RequestQuote } from '../quotes/index.ts';
import { CreateScheduleButton } from '../replenishment/CreateScheduleButton.tsx';
import { useState } from 'react';
import { navigate, reload } from 'vike/client/router';
import { appActions } from '#web/state/app-state.ts';
import { refreshCartCount } from '../cart/cart-api.ts';
import { DeleteListDialog, errorText, ListLinesTable, RenameDialog } from './ListLinesAndDialogs.tsx';
import { useBusy } from '../ui/use-busy.ts';
import { reorderListsApi } from './reorder-lists-api.ts';
import { addToCartText, REORDER_LISTS_PATH, type ReorderListDetail, toSkipped } from './reorder-list-view.ts';

/** The list's name, owner and time, and its buttons: 重命名 and 删除清单 for editors, 一键加入购物车, 整单申请报价. */
function ListDetailHead({
  list,
  canBuy,
  busy,
  onRename,
  onDelete,
  onAddToCart,
}: {
  list: ReorderListDetail;
  canBuy: boolean;
  busy: boolean;
  onRename: () => void;
  onDelete: () => void;
  onAddToCart: () => void;
}) {
  return (
    <>
      <div className="rl-detail-head">
        <h2 className="rl-detail-name">{list.name}</h2>
        <span className="rl-detail-owner">
          创建人：{list.ownerName} · 更新于 {list.updateTime}
        </span>
        <div className="rl-detail-actions">
          {list.canEdit ? (
            <>
              <button type="button" className="rl-link-button" disabled={busy} onClick={onRename}>
                重命名
              </button>
              <button type="button" className="rl-link-button" disabled={busy} onClick={onDelete}>
                删除清单
              </button>
            </>
          ) : null}
          {canBuy ? (
            <button type="button" className="btn-primary rl-to-cart" disabled={busy || list.lines.length === 0} onClick={onAddToCart}>
              一键加入购物车
            </button>
          ) : null}
          {canBuy ? <CreateScheduleButton listId={list.id} disabled={busy || list.lines.length === 0} /> : null}
          <RequestQuote source="reorder_list" lines={listLinesToQuote(list.lines)} label="整单申请报价" />
        </div>
      </div>
      {!list.canEdit ? <p className="rl-readonly">此清单由 {list.ownerName} 创建，仅创建人和管理员可以修改。</p> : null}
      {!canBuy ? <p className="rl-readonly">以企业身份登录且有采购权限的成员可将清单加入企业购物车。</p> : null}
    </>
  );
}

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

  const removeList = () =>
    run(async () => {
      try {
        await reorderListsApi.remove(list.id);
        setDeleting(false);
        appActions.toast('删除成功', 'success');
        await navigate(REORDER_LISTS_PATH);
      } catch (failure) {
        appActions.toast(errorText(failure, '删除失败'));
      }
    });

  return (
    <section className="rl-detail" data-list-detail={list.id} aria-label={`清单：${list.name}`}>
      <ListDetailHead
        list={list}
        canBuy={canBuy}
        busy={busy}
        onRename={() => setRenaming(true)}
        onDelete={() => setDeleting(true)}
        onAddToCart={() => void addToCart()}
      />
      <ListLinesTable
        list={list}
        busy={busy}
        onQuantity={(line, quantity) => void change(() => reorderListsApi.setQuantity(line.id, quantity), '修改失败')}
        onRemove={(line) => void change(() => reorderListsApi.removeLine(line.id), '删除失败')}
      />
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
      <DeleteListDialog
        open={deleting}
        name={list.name}
        busy={busy}
        onClose={() => setDeleting(false)}
        onConfirm={() => void removeList()}
      />
    </section>
  );
}

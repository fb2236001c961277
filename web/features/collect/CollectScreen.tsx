// /user/collect (docs/screens.md a.11): 商品收藏 / 店铺收藏 as cards, 12 per page; 取消收藏 / 取消关注 on one card, or
// 批量管理 to pick several (or 全选) and 删除 them at once. Each removal is confirmed first.
import { reload } from 'vike/client/router';
import { appActions } from '../../state/app-state.ts';
import { Empty } from '../browse/Empty.tsx';
import { Pagination } from '../browse/Pagination.tsx';
import { TabLinks } from '../browse/TabLinks.tsx';
import { useOrderAction } from '../order/use-order-action.tsx';
import { dropRelations } from './collect-api.ts';
import { CollectBar, GoodsCards, type Picking, StoreCards } from './CollectCards.tsx';
import type { CollectData } from './collect.server.ts';
import { COLLECT_PER_PAGE, COLLECT_TABS, collectHref, type CollectTab, STORE_RELATION } from './collect-view.ts';
import { useBatchPicking } from './use-batch-picking.ts';
import './collect.css';

export function CollectScreen({ tab, page, data }: { tab: CollectTab; page: number; data: CollectData }) {
  const picking = useBatchPicking();
  const { ask, confirmBox } = useOrderAction();
  const store = tab === 'store';
  const type = store ? STORE_RELATION : 0;
  const ids = store ? data.stores.map((s) => s.id) : data.goods.map((g) => g.id);
  const verb = store ? '取消关注' : '取消收藏';

  const drop = (chosen: number[]) =>
    ask({
      title: verb,
      text: chosen.length > 1 ? `确定${verb}选中的 ${chosen.length} 项吗？` : `确定${verb}吗？`,
      run: async () => {
        try {
          await dropRelations(type, chosen);
          appActions.toast(store ? '已取消关注' : '已取消收藏', 'success');
          picking.setSelected([]);
          await reload();
        } catch (error) {
          appActions.toast(error instanceof Error ? error.message : '操作失败');
        }
      },
    });

  const pick: Picking = picking.managing ? picking : null;

  return (
    <div className="collect-page">
      <TabLinks label="收藏类型" tabs={COLLECT_TABS.map((t) => ({ key: t.key, label: t.label, href: collectHref(t.key) }))} active={tab} />
      {ids.length > 0 && <CollectBar picking={picking} ids={ids} onDrop={drop} />}
      {ids.length === 0 ? (
        <Empty text={store ? '暂无店铺收藏' : '暂无商品收藏'} />
      ) : store ? (
        <StoreCards data={data} pick={pick} onDrop={drop} />
      ) : (
        <GoodsCards data={data} pick={pick} onDrop={drop} />
      )}
      <Pagination page={page} total={data.total} limit={COLLECT_PER_PAGE} hrefFor={(n) => collectHref(tab, n)} />
      {confirmBox}
    </div>
  );
}

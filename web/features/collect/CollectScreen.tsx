// /user/collect (docs/screens.md a.11): 商品收藏 / 店铺收藏 as cards, 12 per page; 取消收藏 / 取消关注 on one card, or
// 批量管理 to pick several (or 全选) and 删除 them at once. Each removal is confirmed first.
import { useState } from 'react';
import { reload } from 'vike/client/router';
import { formatFen } from '#shared/money.ts';
import { useShownPrice } from '../goods/price/use-shown-price.ts';
import { appActions } from '../../state/app-state.ts';
import { Empty } from '../browse/Empty.tsx';
import { Pagination } from '../browse/Pagination.tsx';
import { TabLinks } from '../browse/TabLinks.tsx';
import { productHref } from '../goods/goods-links.ts';
import { useOrderAction } from '../order/use-order-action.tsx';
import { storeHref } from '../store/store-links.ts';
import { dropRelations } from './collect-api.ts';
import type { CollectData } from './collect.server.ts';
import { COLLECT_PER_PAGE, COLLECT_TABS, collectHref, type CollectTab, STORE_RELATION, toggled } from './collect-view.ts';
import './collect.css';

export function CollectScreen({ tab, page, data }: { tab: CollectTab; page: number; data: CollectData }) {
  const [managing, setManaging] = useState(false);
  const shown = useShownPrice();
  const [selected, setSelected] = useState<number[]>([]);
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
          setSelected([]);
          await reload();
        } catch (error) {
          appActions.toast(error instanceof Error ? error.message : '操作失败');
        }
      },
    });

  const pick = (id: number) => (
    <label className="collect-pick">
      <input type="checkbox" checked={selected.includes(id)} onChange={() => setSelected((now) => toggled(now, id))} aria-label="选择" />
    </label>
  );

  return (
    <div className="collect-page">
      <TabLinks label="收藏类型" tabs={COLLECT_TABS.map((t) => ({ key: t.key, label: t.label, href: collectHref(t.key) }))} active={tab} />
      {ids.length > 0 && (
        <div className="collect-bar">
          {managing ? (
            <>
              <label>
                <input
                  type="checkbox"
                  checked={selected.length === ids.length}
                  onChange={(event) => setSelected(event.target.checked ? ids : [])}
                />
                全选
              </label>
              <span className="collect-count">已选 {selected.length} 项</span>
              <button type="button" className="btn-primary" disabled={selected.length === 0} onClick={() => drop(selected)}>
                删除
              </button>
              <button
                type="button"
                className="btn-ghost"
                onClick={() => {
                  setManaging(false);
                  setSelected([]);
                }}
              >
                完成
              </button>
            </>
          ) : (
            <button type="button" className="btn-ghost" onClick={() => setManaging(true)}>
              批量管理
            </button>
          )}
        </div>
      )}
      {ids.length === 0 ? (
        <Empty text={store ? '暂无店铺收藏' : '暂无商品收藏'} />
      ) : store ? (
        <ul className="collect-grid">
          {data.stores.map((s) => (
            <li key={s.id} className="collect-card collect-store">
              {managing && pick(s.id)}
              {s.avatar ? <img src={s.avatar} alt="" className="collect-avatar" /> : <span className="collect-avatar" />}
              <p className="collect-name">
                {s.selfRun && <span className="collect-tag">自营</span>}
                {s.name}
              </p>
              <p className="collect-meta">{s.followers}</p>
              <div className="collect-actions">
                <a href={storeHref(s.id)} className="btn-ghost">
                  进店逛逛
                </a>
                <button type="button" className="btn-ghost" onClick={() => drop([s.id])}>
                  取消关注
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="collect-grid">
          {data.goods.map(({ id, spu }) => (
            <li key={id} className="collect-card">
              {managing && pick(id)}
              {spu ? (
                <a href={productHref(spu)} className="collect-goods">
                  <img src={spu.image} alt="" className="collect-image" />
                  <p className="collect-name">{spu.store_name}</p>
                  <p className="collect-price">¥{formatFen(shown(spu).fen)}</p>
                </a>
              ) : (
                <p className="collect-name">商品已下架</p>
              )}
              <div className="collect-actions">
                {spu && (
                  <a href={productHref(spu)} className="btn-ghost">
                    查看商品
                  </a>
                )}
                <button type="button" className="btn-ghost" onClick={() => drop([id])}>
                  取消收藏
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} total={data.total} limit={COLLECT_PER_PAGE} hrefFor={(n) => collectHref(tab, n)} />
      {confirmBox}
    </div>
  );
}

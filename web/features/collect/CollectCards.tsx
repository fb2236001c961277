// The parts of /user/collect: the 批量管理 bar, the cards of followed stores and of collected goods, and the
// check box that picks a card while managing.
import { formatFen } from '#shared/money.ts';
import { productHref } from '../goods/goods-links.ts';
import { useShownPrice } from '../goods/price/use-shown-price.ts';
import { storeHref } from '../store/store-links.ts';
import type { CollectData } from './collect.server.ts';
import type { BatchPicking } from './use-batch-picking.ts';

/** Present only while managing: what is picked and how to pick or unpick one card. */
export type Picking = { selected: number[]; toggle: (id: number) => void } | null;

function CollectPick({ checked, onToggle }: { checked: boolean; onToggle: () => void }) {
  return (
    <label className="collect-pick">
      <input type="checkbox" checked={checked} onChange={onToggle} aria-label="选择" />
    </label>
  );
}

/** 批量管理, or while managing: 全选, how many are picked, 删除 them, 完成. */
export function CollectBar({ picking, ids, onDrop }: { picking: BatchPicking; ids: number[]; onDrop: (ids: number[]) => void }) {
  const { managing, selected, setSelected, start, finish } = picking;
  return (
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
          <button type="button" className="btn-primary" disabled={selected.length === 0} onClick={() => onDrop(selected)}>
            删除
          </button>
          <button type="button" className="btn-ghost" onClick={finish}>
            完成
          </button>
        </>
      ) : (
        <button type="button" className="btn-ghost" onClick={start}>
          批量管理
        </button>
      )}
    </div>
  );
}

export function StoreCards({ data, pick, onDrop }: { data: CollectData; pick: Picking; onDrop: (ids: number[]) => void }) {
  return (
    <ul className="collect-grid">
      {data.stores.map((s) => (
        <li key={s.id} className="collect-card collect-store">
          {pick ? <CollectPick checked={pick.selected.includes(s.id)} onToggle={() => pick.toggle(s.id)} /> : null}
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
            <button type="button" className="btn-ghost" onClick={() => onDrop([s.id])}>
              取消关注
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function GoodsCards({ data, pick, onDrop }: { data: CollectData; pick: Picking; onDrop: (ids: number[]) => void }) {
  const shown = useShownPrice();
  return (
    <ul className="collect-grid">
      {data.goods.map(({ id, spu }) => (
        <li key={id} className="collect-card">
          {pick ? <CollectPick checked={pick.selected.includes(id)} onToggle={() => pick.toggle(id)} /> : null}
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
            <button type="button" className="btn-ghost" onClick={() => onDrop([id])}>
              取消收藏
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

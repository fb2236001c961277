// /user/my_coupon (docs/screens.md a.11): 未使用 / 已使用/已过期, each coupon with its kind (店铺券, 品类券, 商品券,
// 通用券, 跨店券), amount, 满X可用, 有效时间 and state; a usable one offers 去使用 (the goods it applies to).
import { Empty } from '../browse/Empty.tsx';
import { Pagination } from '../browse/Pagination.tsx';
import { TabLinks } from '../browse/TabLinks.tsx';
import { WALLET_PER_PAGE, WALLET_TABS, type WalletCard, walletHref, type WalletTab } from './wallet-view.ts';
import './wallet.css';

export function WalletScreen({ tab, page, total, cards }: { tab: WalletTab; page: number; total: number; cards: WalletCard[] }) {
  return (
    <div className="wallet-page">
      <TabLinks label="优惠券状态" tabs={WALLET_TABS.map((t) => ({ key: t.key, label: t.label, href: walletHref(t.key) }))} active={tab} />
      {cards.length === 0 ? (
        <Empty text="暂无优惠券" />
      ) : (
        <ul className="wallet-grid">
          {cards.map((card) => (
            <li key={card.id} className={`wallet-card${card.state === '可使用' || card.state === '未开始' ? '' : ' is-off'}`}>
              <div className="wallet-face">
                <p className="wallet-amount">
                  ¥<strong>{card.amount}</strong>
                </p>
                <p>{card.rule}</p>
              </div>
              <div className="wallet-body">
                <p className="wallet-title">
                  <span className="wallet-kind">{card.kind}</span>
                  {card.title}
                </p>
                {card.shop && <p className="wallet-line">{card.shop}</p>}
                <p className="wallet-line">{card.validity}</p>
                <p className="wallet-foot">
                  <span className="wallet-state">{card.state}</span>
                  {card.useHref && (
                    <a className="btn-primary wallet-use" href={card.useHref}>
                      去使用
                    </a>
                  )}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} total={total} limit={WALLET_PER_PAGE} hrefFor={(n) => walletHref(tab, n)} />
    </div>
  );
}

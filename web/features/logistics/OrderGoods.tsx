// The goods of one store's order as the after-sales pages list them: picture, name, SKU, price and count,
// each linking to its product page.
import { formatFen } from '#shared/money.ts';
import { goodsDetailHref } from '#shared/route-links.ts';
import type { ShipmentLine } from './shipment-view.ts';
import '../order/goods-lines.css';
import './logistics.css';

export function OrderGoods({ lines, label = '订单商品' }: { lines: ShipmentLine[]; label?: string }) {
  return (
    <ul className="order-goods" aria-label={label}>
      {lines.map((line) => (
        <li key={line.orderProductId} className="order-goods-line">
          <span className="order-goods-thumb">
            <img src={line.image} alt="" width={70} height={70} loading="lazy" />
          </span>
          <span className="order-goods-info">
            <a className="order-goods-name" href={goodsDetailHref(line.productId)}>
              {line.name}
            </a>
            {line.sku ? <span className="order-goods-sku">{line.sku}</span> : null}
          </span>
          <span className="order-goods-price">
            ¥{formatFen(line.priceFen)}
            <span className="order-goods-num">x{line.num}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

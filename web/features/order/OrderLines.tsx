// The goods of an order (docs/screens.md a.8, a.11): picture, name, specification, unit price and quantity,
// and per line whatever the page adds (评价, a refund note).
import type { ReactNode } from 'react';
import { formatFen } from '#shared/money.ts';
import { goodsDetailHref } from '#shared/route-links.ts';
import type { OrderLineView } from './group-order-view.ts';
import { PartNumber } from '../goods/PartNumber.tsx';
import './goods-lines.css';
import './order.css';

export function OrderLines<T extends OrderLineView>({ lines, extra }: { lines: readonly T[]; extra?: (line: T) => ReactNode }) {
  return (
    <ul className="order-lines">
      {lines.map((line) => (
        <li key={line.id} className="order-line">
          <span className="order-line-thumb">
            <img src={line.image} alt="" width={72} height={72} loading="lazy" />
          </span>
          <span className="order-line-info">
            <a className="order-line-name" href={goodsDetailHref(line.productId)}>
              {line.name}
            </a>
            {line.sku ? <span className="order-line-sku">{line.sku}</span> : null}
            <PartNumber name={line.name} barCode={line.barCode} />
          </span>
          <span className="order-line-price">¥{formatFen(line.priceFen)}</span>
          <span className="order-line-num">x{line.num}</span>
          <span className="order-line-extra">{extra?.(line)}</span>
        </li>
      ))}
    </ul>
  );
}

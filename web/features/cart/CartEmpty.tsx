// 亲，购物车还是空的哟~ with a way back to the shop.
import { ROUTES } from '#shared/routes.ts';
import './cart.css';

export function CartEmpty() {
  return (
    <section className="cart-page cart-empty-page">
      <div className="cart-title">
        <h1>购物车</h1>
      </div>
      <div className="cart-empty">
        <svg viewBox="0 0 64 56" width="120" height="105" aria-hidden="true">
          <path fill="#d8e9f3" d="M4 6h9l7 30h32l6-22H17" stroke="#9cc9e3" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round" />
          <circle cx="24" cy="46" r="4" fill="#9cc9e3" />
          <circle cx="48" cy="46" r="4" fill="#9cc9e3" />
        </svg>
        <p>亲，购物车还是空的哟~</p>
        <a className="btn-primary" href={ROUTES.home.path}>
          继续逛
        </a>
      </div>
    </section>
  );
}

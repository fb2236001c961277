// 返回采购系统: shown to a browser PunchOut signed in (docs/punchout.md). A plain form post of the selected lines to
// the BFF, which reads them from the cart with the session's login and answers the form that carries it to the buyer's procurement system;
// it works without JavaScript, and no token or return address is ever in this page.
import './punchout-return.css';

/** `ids`: the selected cart lines, the ones that go back (the company's cart is shared by its members). */
export function PunchoutReturn({ ids }: { ids: readonly number[] }) {
  return (
    <form method="post" action="/punchout/return" className="cart-punchout">
      {ids.map((id) => (
        <input key={id} type="hidden" name="cart_id" value={id} />
      ))}
      <p className="cart-punchout-note">您正从采购系统访问本商城：勾选要采购的商品，送回采购系统生成申请单。</p>
      <button type="submit" className="cart-punchout-button" disabled={ids.length === 0}>
        返回采购系统
      </button>
    </form>
  );
}

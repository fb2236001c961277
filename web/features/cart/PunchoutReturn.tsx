// 返回采购系统: shown to a browser PunchOut signed in (docs/punchout.md). A plain form post to the BFF, which
// reads the cart with the session's login and answers the form that carries it to the buyer's procurement system;
// it works without JavaScript, and no token or return address is ever in this page.
import './punchout-return.css';

export function PunchoutReturn() {
  return (
    <form method="post" action="/punchout/return" className="cart-punchout">
      <p className="cart-punchout-note">您正从采购系统访问本商城：选好商品后，把整个购物车送回采购系统生成申请单。</p>
      <button type="submit" className="cart-punchout-button">
        返回采购系统
      </button>
    </form>
  );
}

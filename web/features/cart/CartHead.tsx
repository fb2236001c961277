// The cart's title with the count of pieces, and the column heads with 全选.
export function CartHead({
  pieces,
  allOn,
  canSelect,
  onAll,
}: {
  pieces: number;
  allOn: boolean;
  canSelect: boolean;
  onAll: (on: boolean) => void;
}) {
  return (
    <>
      <div className="cart-title">
        <h1>购物车</h1>
        <span className="cart-title-count">全部商品 {pieces}</span>
      </div>
      <div className="cart-head">
        <label className="cart-col-check">
          <input type="checkbox" checked={allOn} disabled={!canSelect} onChange={(event) => onAll(event.target.checked)} />
          全选
        </label>
        <span className="cart-col-info">商品信息</span>
        <span className="cart-col-price">单价</span>
        <span className="cart-col-qty">数量</span>
        <span className="cart-col-amount">金额</span>
        <span className="cart-col-ops">操作</span>
      </div>
    </>
  );
}

// /quick_order 快速下单 (docs/screens.md, docs/company-api.md §6): paste "code, quantity" lines or upload an
// .xlsx/.csv, check them, fix rows inline (each fix checks again), then add every good row to the cart in one
// call. The text typed stays whatever a call answers; the add button is disabled while its call is in flight
// and its key makes a repeat add nothing.
import { QuickOrderEntry, QuickOrderResult } from './QuickOrderEntryAndResult.tsx';
import { useQuickOrder } from './use-quick-order.ts';
import '../ui/form-row.css';
import './quick-order.css';

export function QuickOrderScreen() {
  const order = useQuickOrder();
  return (
    <div className="quick-order-page container">
      <div className="qo-head">
        <h1>快速下单</h1>
        <p className="qo-intro">按型号（物料编码）或商品条码批量下单：粘贴两列“编码、数量”，或上传 Excel / CSV 文件，单次最多 500 行。</p>
      </div>
      <QuickOrderEntry order={order} />
      {order.rows.length > 0 ? <QuickOrderResult order={order} /> : null}
    </div>
  );
}

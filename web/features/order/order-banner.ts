// Pure: the line under the order page's status (docs/screens.md a.8), by status.
import type { MerchantOrderView } from './order-view.ts';
import { presellStateText } from './presell-view.ts';

export function statusNote(order: MerchantOrderView): string {
  switch (order.statusKey) {
    case 'unpaid':
      return '请尽快完成支付，超时订单将自动取消！';
    case 'toShip':
      return '商家正在备货，请耐心等待发货。';
    case 'pickup':
      return order.verifyCode ? `请到店出示核销码：${order.verifyCode}` : '请到店自提。';
    case 'toReceive':
      return order.delivery.kind === 'rider' ? '配送员正在为您送货，请保持电话畅通。' : '商家已发货，请注意查收。';
    case 'toReview':
      return '您已确认收货，欢迎为商品写下评价。';
    case 'done':
      return '交易已完成，感谢您的购买！';
    case 'refunded':
      return '订单已退款。';
    case 'tail':
      return order.presell ? `支付尾款时间：${order.presell.window}（${presellStateText(order.presell)}）` : '';
    case 'closed':
      return order.presell ? '尾款未在支付时间内付清，交易已关闭。' : '交易已关闭。';
  }
}

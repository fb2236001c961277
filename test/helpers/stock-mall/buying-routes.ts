// Buying and the user centre on the recorded stock mall (issue 35): the cart, addresses, order/check with stock's
// lines, an order/create that fails in the database (a debug-on shop's SQLSTATE refusal with its debug data),
// the unpaid group orders and their counts, points off (积分功能未开启), an HTML 500 for the 已完成 tab, and the
// mall's own /static files (the default avatar).
import { fail, ok, RawAnswer } from './crmeb-answers.ts';
import {
  ADDRESS,
  CART_ID,
  CART_LIST,
  GROUP_ORDERS,
  HTML_500,
  ORDER_CHECK,
  ORDER_NUMBERS,
  SQL_REFUSAL,
  TINY_PNG,
} from './buying-fixtures.ts';
import { forced, get, post, type StockRequest, type StockRoute } from './route-kit.ts';

const POINTS_OFF = '积分功能未开启';

/** order/check and create answer for the recorded cart line only; any other id is not the buyer's */
const ownsCart = (request: StockRequest) => {
  const ids = request.body.cart_id;
  return Array.isArray(ids) && ids.length > 0 && ids.every((id) => Number(id) === CART_ID);
};

const groupById = (request: StockRequest) => GROUP_ORDERS.find((group) => group.group_order_id === Number(request.params.id));

export const BUYING_ROUTES: readonly StockRoute[] = [
  get(
    '/api/user/cart/lst',
    forced(() => ok(CART_LIST)),
  ),
  get(
    '/api/user/address/lst',
    forced(() => ok({ list: [ADDRESS] })),
  ),
  post(
    '/api/v2/order/check',
    forced((request) => (ownsCart(request) ? ok(ORDER_CHECK) : fail('数据无效'))),
  ),
  post(
    '/api/v2/order/create',
    forced((request) => (ownsCart(request) ? SQL_REFUSAL : fail('数据无效'))),
  ),
  get(
    '/api/order/number',
    forced(() => ok(ORDER_NUMBERS)),
  ),
  get(
    '/api/order/group_order_list',
    forced(() => ok({ count: GROUP_ORDERS.length, list: GROUP_ORDERS })),
  ),
  get(
    '/api/order/group_order_detail/:id',
    forced((request) => {
      const group = groupById(request);
      return group ? ok(group) : fail('订单不存在');
    }),
  ),
  // no paid orders; the 已完成 tab meets a PHP fatal error page
  get(
    '/api/order/list',
    forced((request) =>
      request.query.get('status') === '3' ? new RawAnswer(500, 'text/html; charset=utf-8', HTML_500) : ok({ count: 0, list: [] }),
    ),
  ),
  get(
    '/api/user/integral/info',
    forced(() => fail(POINTS_OFF)),
  ),
  get(
    '/api/user/integral/lst',
    forced(() => fail(POINTS_OFF)),
  ),
  get('/static/:file', (request) =>
    request.params.file === 'f.png' ? new RawAnswer(200, 'image/png', TINY_PNG) : new RawAnswer(404, 'text/html', 'Not Found'),
  ),
];

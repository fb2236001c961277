// The buying and user-centre answers of the recorded stock mall (issue 35), in the shapes CRMEB-MER v2.3.1 sends:
// a cart of one line of product 63 (2 × ¥405.00, a ¥10 store coupon applied), its order/check with a line that has
// no `price` of its own, two unpaid group orders and no paid one (/api/order/number counts paid orders only in
// `all`), and what a shop with debug on adds to a database refusal.
import { CATALOGUE, MERCHANTS } from './fixtures.ts';

type Row = Record<string, unknown>;

const product = CATALOGUE.productDetail;
const sku = Object.values(product.sku as Record<string, Row>)[0] as Row;
const store = MERCHANTS.merchantDetail;

/** the one cart line: the order/check line below is this line priced */
export const CART_ID = 101;
export const CART_NUM = 2;
/** the piece price the confirm page must show (productAttr.price) and the paid piece price after the coupon */
export const UNIT_PRICE = String(sku.price);
export const PAID_UNIT_PRICE = '400.00';

const productAttr = {
  product_id: product.product_id,
  sku: sku.sku,
  price: sku.price,
  ot_price: sku.ot_price,
  svip_price: sku.svip_price,
  image: sku.image,
  stock: sku.stock,
  unique: sku.unique,
  bar_code: sku.bar_code,
  show_svip_price: false,
};

const productRow = {
  product_id: product.product_id,
  image: product.image,
  store_name: product.store_name,
  is_show: 1,
  status: 1,
  is_del: 0,
  unit_name: '台',
  price: product.price,
  mer_id: store.mer_id,
  temp_id: 1,
  give_coupon_ids: '',
  is_gift_bag: 0,
  pay_limit: 0,
  once_max_count: 0,
  once_min_count: 0,
  product_type: 0,
};

const cartRow = {
  cart_id: CART_ID,
  uid: 9,
  mer_id: store.mer_id,
  product_type: 0,
  product_id: product.product_id,
  product_attr_unique: sku.unique,
  cart_num: CART_NUM,
  source: 0,
  source_id: 0,
  is_pay: 0,
  is_del: 0,
  is_new: 0,
  is_fail: 0,
  create_time: '2026-12-07 09:12:40',
  product: productRow,
  productAttr,
};

export const CART_LIST = {
  list: [
    {
      mer_id: store.mer_id,
      mer_name: store.mer_name,
      mer_state: 1,
      mer_avatar: store.mer_avatar,
      is_trader: 1,
      type_id: 0,
      type_name: '',
      openReceipt: 1,
      hasCoupon: true,
      list: [cartRow],
    },
  ],
  fail: [],
};

export const ADDRESS = {
  address_id: 31,
  uid: 9,
  real_name: '王采购',
  phone: '13900000009',
  province: '上海市',
  province_id: 310000,
  city: '上海市',
  city_id: 310100,
  district: '浦东新区',
  district_id: 310115,
  street: '',
  street_id: 0,
  detail: '张江路 88 号 3 楼',
  post_code: '200120',
  longitude: '',
  latitude: '',
  is_default: 1,
  is_del: 0,
  create_time: '2026-11-02 14:20:05',
};

/** POST /api/v2/order/check: the line carries cart_num, total_price, true_price … and productAttr, never `price` */
export const ORDER_CHECK = {
  order_type: 0,
  order_model: 0,
  order_extend: [],
  order_total_postage: '0.00',
  order_price: '800.00',
  total_price: '810.00',
  platformCoupon: [],
  enabledPlatformCoupon: false,
  usePlatformCouponId: 0,
  order_total_integral: 0,
  order_total_integral_price: '0.00',
  order_total_give_integral: 0,
  order_svip_discount: '0.00',
  total_platform_coupon_price: '0.00',
  total_coupon: '10.00',
  order_coupon_price: '10.00',
  order: [
    {
      mer_id: store.mer_id,
      mer_name: store.mer_name,
      mer_state: 1,
      mer_avatar: store.mer_avatar,
      is_trader: 1,
      openReceipt: 1,
      coupon: [
        {
          coupon_user_id: 77,
          coupon_id: 5,
          mer_id: store.mer_id,
          coupon_title: '满500减10',
          coupon_price: '10.00',
          use_min_price: '500.00',
          type: 0,
          status: 0,
          start_time: '2026-12-01 00:00:00',
          end_time: '2026-12-31 23:59:59',
          checked: true,
          disabled: false,
        },
      ],
      list: [
        {
          ...cartRow,
          total_price: '810.00',
          postage_price: '0.00',
          svip_discount: '0.00',
          coupon_price: '10.00',
          platform_coupon_price: '0.00',
          integral: null,
          true_price: '800.00',
          allow_take: 0,
        },
      ],
      order: {
        total_num: CART_NUM,
        total_price: '810.00',
        valid_total_price: '810.00',
        postage_price: '0.00',
        coupon_price: '10.00',
        svip_discount: '0.00',
        platform_coupon_price: '0.00',
        pay_price: '800.00',
        org_price: '800.00',
        total_integral: 0,
        total_integral_price: '0.00',
        total_give_integral: 0,
        enabledCoupon: true,
        isTake: 0,
        useCouponIds: [77],
      },
      take: [],
      delivery_way: ['2'],
    },
  ],
  status: 'finish',
  address: ADDRESS,
  openIntegral: false,
  useIntegral: false,
  key: 'stock-check-key-1',
  allow_address: true,
  order_delivery_status: true,
};

/** what a CRMEB with debug on answers when the order's SQL fails (HTTP 200, body status 400) */
export const SQL_REFUSAL = {
  status: 400,
  message: "SQLSTATE[42S22]: Column not found: 1054 Unknown column 'svip_discount' in 'field list'",
  data: {
    'PDO Error Info': { SQLSTATE: '42S22', 'Driver Error Code': 1054, 'Driver Error Message': "Unknown column 'svip_discount'" },
    'Database Status': {
      'Error Code': 1054,
      'Error Message': "Unknown column 'svip_discount'",
      'Error SQL': 'INSERT INTO `eb_store_order` …',
    },
    'Database Config': { type: 'mysql', hostname: '10.8.0.21', database: 'crmeb_mer', hostport: '3306', charset: 'utf8mb4', prefix: 'eb_' },
  },
};

/** a PHP fatal error page, as a shop's nginx + php-fpm send it (HTTP 500) */
export const HTML_500 =
  '<!DOCTYPE html><html><head><title>System Error</title></head><body><h1>Fatal error</h1>' +
  '<p>Uncaught Error: Call to a member function toArray() on null in ' +
  '/www/wwwroot/crmeb_mer/app/common/repositories/store/order/StoreOrderRepository.php:1432</p></body></html>';

const groupOrder = (id: number, minutesAgo: number) => ({
  group_order_id: id,
  group_order_sn: `wx1765${String(id).padStart(6, '0')}`,
  uid: 9,
  total_num: CART_NUM,
  total_price: '810.00',
  total_postage: '0.00',
  pay_price: '800.00',
  pay_postage: '0.00',
  coupon_price: '10.00',
  integral: 0,
  integral_price: '0.00',
  give_integral: 0,
  real_name: ADDRESS.real_name,
  user_phone: ADDRESS.phone,
  user_address: '上海市上海市浦东新区张江路 88 号 3 楼',
  paid: 0,
  pay_type: 0,
  is_del: 0,
  create_time: new Date(Date.now() - minutesAgo * 60_000).toISOString().slice(0, 19).replace('T', ' '),
  cancel_unix: Math.floor(Date.now() / 1000) + 3600,
  cancel_time: '',
  orderList: [
    {
      order_id: id * 10,
      order_sn: `wx1765${String(id * 10).padStart(6, '0')}`,
      mer_id: store.mer_id,
      mark: '',
      total_postage: '0.00',
      pay_price: '800.00',
      merchant: { mer_id: store.mer_id, mer_name: store.mer_name },
      orderProduct: [
        {
          order_product_id: id * 100,
          product_id: product.product_id,
          product_num: CART_NUM,
          product_price: sku.price,
          total_price: '810.00',
          cart_info: { product: productRow, productAttr },
        },
      ],
    },
  ],
});

/** the buyer's two unpaid group orders (待付款); they have no paid order */
export const GROUP_ORDERS = [groupOrder(5002, 5), groupOrder(5001, 30)];

/** GET /api/order/number: `all` and `orderCount` count paid orders only */
export const ORDER_NUMBERS = {
  orderPrice: 0,
  noComment: 0,
  done: 0,
  refund: 0,
  noDeliver: 0,
  noPay: GROUP_ORDERS.length,
  noPostage: 0,
  orderCount: 0,
  all: 0,
};

/** CRMEB's default avatar: root-relative, served from the mall's own public folder */
export const DEFAULT_AVATAR = '/static/f.png';

/** a 1×1 PNG for the mall's /static files */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

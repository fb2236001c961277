// Stock answers the contract check's tests need beyond the recorded public reads (stock-routes.ts): /api/config
// with its switches unset (`''`, as a fresh v2.3 shop answers), and the cart probe's buy-now line, order/check
// and delete. `lines: 'stock'` prices a line as StoreOrderCreateRepository does (no `price`: `cart_num`,
// `total_price`, `true_price`, `productAttr.price`, …); 'without-prices' leaves out what /order_confirm reads.
import { CATALOGUE, MERCHANTS, SITE } from './fixtures.ts';
import { fail, ok } from './crmeb-answers.ts';
import { forced, type StockRoute } from './route-kit.ts';

/** The switches a new shop has never saved: CRMEB answers them as '' and reads them as off. */
const UNSET_SWITCHES = { yue_pay_status: '', balance_func_status: '', integral_status: '', alipay_open: '' } as const;

export const unsetSwitchesConfig: StockRoute = {
  method: 'GET',
  pattern: '/api/config',
  handle: () => ok({ ...SITE.config, ...UNSET_SWITCHES }),
};

type Row = Record<string, unknown>;

const product = CATALOGUE.productDetail;
const skus = Object.values(product.sku as Record<string, Row>);

/** One stock order/check line for `cartNum` pieces of a SKU, money as strings. */
function stockLine(cartId: number, sku: Row, cartNum: number): Row {
  const total = (Number(sku.price) * cartNum).toFixed(2);
  return {
    cart_id: cartId,
    uid: 9,
    mer_id: product.mer_id,
    product_id: product.product_id,
    product_attr_unique: sku.unique,
    product_type: 0,
    cart_num: cartNum,
    is_new: 1,
    source: 0,
    total_price: total,
    true_price: total,
    postage_price: '0.00',
    coupon_price: '0.00',
    svip_discount: '0.00',
    integral_price: '0.00',
    product: { product_id: product.product_id, store_name: product.store_name, image: product.image, unit_name: product.unit_name },
    productAttr: {
      price: sku.price,
      ot_price: sku.ot_price,
      svip_price: sku.svip_price,
      sku: sku.sku,
      image: sku.image,
      stock: sku.stock,
      unique: sku.unique,
    },
  };
}

function orderCheck(lines: Row[], withPrices: boolean): Row {
  const total = lines.reduce((sum, line) => sum + Number(line.total_price), 0).toFixed(2);
  const shown = withPrices
    ? lines
    : // the shape a stand-in once invented: a line `price`, and neither true_price nor productAttr.price
      lines.map(({ true_price: _true, productAttr, ...line }) => {
        const { price, ...attr } = productAttr as Row;
        return { ...line, price, productAttr: attr };
      });
  return {
    order_type: 0,
    order_model: 0,
    order_extend: [],
    order_total_postage: '0.00',
    order_price: total,
    total_price: total,
    platformCoupon: [],
    enabledPlatformCoupon: false,
    usePlatformCouponId: 0,
    order_total_integral: 0,
    order_total_integral_price: '0.00',
    order_total_give_integral: 0,
    order_svip_discount: '0.00',
    total_platform_coupon_price: '0.00',
    total_coupon: '0.00',
    order_coupon_price: '0.00',
    order: [
      {
        mer_id: MERCHANTS.merchantDetail.mer_id,
        mer_name: MERCHANTS.merchantDetail.mer_name,
        list: shown,
        coupon: [],
        order: {
          total_num: lines.reduce((sum, line) => sum + Number(line.cart_num), 0),
          total_price: total,
          postage_price: '0.00',
          pay_price: total,
          coupon_price: '0.00',
          org_price: total,
          total_integral: 0,
        },
      },
    ],
    status: 'noAddress',
    address: null,
    openIntegral: false,
    useIntegral: false,
    key: 'c1f0a7d2e9b84c3f',
    allow_address: true,
    order_delivery_status: [1],
  };
}

interface BuyingShop {
  routes: StockRoute[];
  /** the cart lines the shop holds now, by cart id */
  lines: Map<number, Row>;
}

/** A shop that sells the recorded product's SKUs one line at a time: cart/create, v2/order/check, cart/delete. */
export function buyingShop(lines: 'stock' | 'without-prices'): BuyingShop {
  const held = new Map<number, Row>();
  let nextId = 501;
  const ids = (value: unknown) => (Array.isArray(value) ? value : [value]).map(Number);
  const routes: StockRoute[] = [
    {
      method: 'POST',
      pattern: '/api/user/cart/create',
      handle: forced((request) => {
        const sku = skus.find((row) => row.unique === request.body.product_attr_unique);
        if (Number(request.body.product_id) !== product.product_id || !sku) return fail('商品已下架');
        if (Number(sku.stock) < Number(request.body.cart_num)) return fail('库存不足');
        const cartId = nextId++;
        held.set(cartId, stockLine(cartId, sku, Number(request.body.cart_num)));
        return ok({ cart_id: cartId });
      }),
    },
    {
      method: 'POST',
      pattern: '/api/v2/order/check',
      handle: forced((request) => {
        const chosen = ids(request.body.cart_id).map((id) => held.get(id));
        if (chosen.length === 0 || chosen.some((line) => !line)) return fail('数据无效');
        return ok(orderCheck(chosen as Row[], lines === 'stock'));
      }),
    },
    {
      method: 'POST',
      pattern: '/api/user/cart/delete',
      handle: forced((request) => {
        for (const id of ids(request.body.cart_id)) held.delete(id);
        return { status: 200, message: '删除成功' };
      }),
    },
  ];
  return { routes, lines: held };
}

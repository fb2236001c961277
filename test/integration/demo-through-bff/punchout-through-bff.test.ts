// PunchOut through the BFF against the demo mall (docs/punchout.md): a 管理员 makes an API client; a buyer's
// system sends a cXML PunchOutSetupRequest with its credentials and gets a one-time start URL; the browser opening
// it is signed in under the company, fills the cart and presses 返回采购系统, whose auto-submitting form carries a
// PunchOutOrderMessage (agreed prices, units, classification, the BuyerCookie) to a receiver on 127.0.0.1; the
// OrderRequest made from it becomes one order however often it is sent. SAP OCI does the same with HOOK_URL.
import { afterEach, describe, expect, it } from 'vitest';
import { readXml, childrenNamed, path, textAt } from '../../../server/punchout/safe-xml.ts';
import { leafChain } from '../demo-mall/trade/trade-helpers.ts';
import { orderRequest, setupRequest } from '../../helpers/punchout/cxml-samples.ts';
import { formOf, startFormReceiver, submitForm } from '../../helpers/punchout/form-receiver.ts';
import {
  closeThroughBff,
  CookieJar,
  getAs,
  postAs,
  saveAgreedPrice,
  signInAsCompany,
  startThroughBff,
  type ThroughBff,
} from './through-bff-kit.ts';

const receivers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  while (receivers.length) await receivers.pop()?.close();
  await closeThroughBff();
});

async function receiver() {
  const started = await startFormReceiver();
  receivers.push(started);
  return started;
}

/** A 管理员 of 苏州恒泰 makes a client acting as a 采购员, and a delivery address for its orders. */
async function companyWithClient(t: ThroughBff) {
  const admin = await signInAsCompany(t);
  const created = await postAs(t, admin, '/api/company/open_client/create', {
    name: 'SAP Ariba 采购平台',
    role: 'buyer',
    scopes: ['catalogue', 'prices', 'orders'],
    ip_allow: [],
  });
  expect(created.body.status, created.body.message).toBe(200);
  const address = await postAs(t, admin, '/api/user/address/create', {
    real_name: '陈工',
    phone: '13912345678',
    area: leafChain(),
    detail: '工业园区星湖街 1 号',
    post_code: '215000',
  });
  expect(address.body.status, address.body.message).toBe(200);
  return {
    admin,
    credentials: { clientId: created.body.data.client_id as string, clientSecret: created.body.data.client_secret as string },
    addressId: Number(address.body.data.address_id),
  };
}

/** A product the company may buy two of, by its SKU. */
async function someProduct(t: ThroughBff, skip = 0): Promise<{ productId: number; unique: string }> {
  let skipped = 0;
  const list = await t.api().get('/api/product/spu/lst?price_on=10&price_off=200&page=1&limit=20');
  for (const item of list.body.data.list as { product_id: number }[]) {
    const detail = (await t.api().get(`/api/store/product/detail/${item.product_id}`)).body.data as {
      once_min_count: number;
      sku: Record<string, { unique: string; stock: number }>;
    };
    const sku = Object.values(detail.sku).find((s) => s.stock >= 10);
    if (detail.once_min_count <= 1 && sku && skipped++ === skip) return { productId: item.product_id, unique: sku.unique };
  }
  throw new Error('no product for the cart in the seed');
}

/** Follows a start URL as the buyer's browser does; the jar then holds the PunchOut login. */
async function openStartUrl(t: ThroughBff, url: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const opened = await t.api().get(new URL(url).pathname + new URL(url).search);
  expect(opened.status).toBe(303);
  expect(opened.headers.location).toBe('/');
  jar.take(opened);
  return jar;
}

/** A 企业协议价 for company 2 (苏州恒泰) on the SKU, 0.30 below its price, through the demo merchant console. */
async function agreePrice(t: ThroughBff, productId: number, unique: string): Promise<number> {
  const detail = (await t.api().get(`/api/store/product/detail/${productId}`)).body.data as {
    sku: Record<string, { unique: string; price: string; bar_code: string }>;
  };
  const sku = Object.values(detail.sku).find((one) => one.unique === unique);
  if (!sku) throw new Error('SKU not found');
  const agreedFen = Math.round(Number(sku.price) * 100) - 30;
  await saveAgreedPrice(t, 2, sku.bar_code, (agreedFen / 100).toFixed(2));
  return agreedFen;
}

async function fillCart(
  t: ThroughBff,
  jar: CookieJar,
  quantity: number,
  options: { agreed?: boolean; skip?: number } = {},
): Promise<{ cartId: number; agreedFen?: number }> {
  const { productId, unique } = await someProduct(t, options.skip);
  const agreedFen = options.agreed ? await agreePrice(t, productId, unique) : undefined;
  const added = await postAs(t, jar, '/api/user/cart/create', {
    product_id: productId,
    product_attr_unique: unique,
    cart_num: quantity,
    is_new: 0,
    product_type: 0,
  });
  expect(added.body.status, added.body.message).toBe(200);
  return { cartId: Number(added.body.data.cart_id), ...(agreedFen === undefined ? {} : { agreedFen }) };
}

/** 返回采购系统 with the lines selected: the BFF's answer page, its form to submit as the browser's script would. */
async function pressReturn(t: ThroughBff, jar: CookieJar, cartIds: number[]) {
  const page = await postAs(t, jar, '/punchout/return')
    .type('form')
    .send(cartIds.map((id) => `cart_id=${id}`).join('&'));
  expect(page.status, page.text).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  return { page, form: formOf(page.text) };
}

describe('cXML PunchOut through the BFF', () => {
  it('sets up, starts once, returns the cart to BrowserFormPost and turns one OrderRequest into one order', async () => {
    const t = await startThroughBff();
    const buyer = await receiver();
    const { admin, credentials, addressId } = await companyWithClient(t);

    const wrong = await t
      .api()
      .post('/punchout/cxml/setup')
      .set('content-type', 'text/xml')
      .send(setupRequest({ ...credentials, clientSecret: 'not-the-secret' }, { browserFormPost: buyer.url('/ariba/poom') }));
    expect(path(readXml(wrong.text), 'Response', 'Status')?.attributes).toMatchObject({ code: '401', text: 'Unauthorized' });

    const setup = await t
      .api()
      .post('/punchout/cxml/setup')
      .set('content-type', 'text/xml; charset=utf-8')
      .send(setupRequest(credentials, { browserFormPost: buyer.url('/ariba/poom'), buyerCookie: 'BC-4711' }));
    expect(setup.status).toBe(200);
    expect(setup.headers['content-type']).toContain('text/xml');
    const response = readXml(setup.text);
    expect(path(response, 'Response', 'Status')?.attributes).toMatchObject({ code: '200' });
    const startUrl = textAt(response, 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL');
    expect(startUrl).toMatch(/\/punchout\/start\?token=[\w-]{43}$/);

    const jar = await openStartUrl(t, startUrl);
    const again = await t.api().get(new URL(startUrl).pathname + new URL(startUrl).search);
    expect(again.status).toBe(410);
    const session = await getAs(t, jar, '/bff/session');
    expect(session.body.data).toMatchObject({
      loggedIn: true,
      entity: 'COMPANY',
      hasCompany: true,
      companyName: '苏州恒泰精密机械有限公司',
    });

    const { cartId, agreedFen } = await fillCart(t, jar, 2, { agreed: true });
    // another member's line in the company's shared cart, not selected: it stays out of the order message
    await fillCart(t, admin, 1, { skip: 1 });
    const { page, form } = await pressReturn(t, jar, [cartId]);
    expect(form.action).toBe(buyer.url('/ariba/poom'));
    expect(page.headers['content-security-policy']).toContain(`form-action ${new URL(buyer.url('/')).origin}`);
    expect(page.text).not.toContain(credentials.clientSecret);
    expect(page.text).not.toMatch(/eyJ[\w-]+\.[\w-]+\./); // no token of any kind
    expect(await submitForm(form)).toBe(200);

    const posted = buyer.received[0];
    expect(posted?.path).toBe('/ariba/poom');
    const poom = readXml(new Map(posted?.fields).get('cxml-urlencoded') ?? '');
    const message = path(poom, 'Message', 'PunchOutOrderMessage');
    expect(textAt(message, 'BuyerCookie')).toBe('BC-4711');
    expect(textAt(poom, 'Header', 'To', 'Credential', 'Identity')).toBe('AN01000000087');
    const items = childrenNamed(message, 'ItemIn');
    expect(items).toHaveLength(1);
    const item = items[0];
    expect(item?.attributes.quantity).toBe('2');
    const unitPrice = textAt(item, 'ItemDetail', 'UnitPrice', 'Money');
    expect(Math.round(Number(unitPrice) * 100)).toBe(agreedFen);
    expect(textAt(item, 'ItemDetail', 'UnitOfMeasure')).toMatch(/^[A-Z]{2,3}$/);
    expect(path(item, 'ItemDetail', 'Classification')?.attributes.domain).toBe('DL-CATEGORY');
    expect(textAt(item, 'ItemDetail', 'Classification')).toMatch(/^\d+$/);
    expect(textAt(item, 'ItemID', 'SupplierPartID')).not.toBe('');
    // the total is the sum of the lines, in fen
    const total = textAt(message, 'PunchOutOrderMessageHeader', 'Total', 'Money');
    expect(Math.round(Number(total) * 100)).toBe(2 * Math.round(Number(unitPrice) * 100));

    const order = orderRequest(credentials, {
      payloadId: '1733600000000.777.order@buyer.example',
      orderId: 'ARIBA-PO-42',
      addressId: String(addressId),
      total,
      lines: [
        {
          partId: textAt(item, 'ItemID', 'SupplierPartID'),
          auxiliaryId: textAt(item, 'ItemID', 'SupplierPartAuxiliaryID'),
          quantity: 2,
          unitPrice,
        },
      ],
    });
    const send = () => t.api().post('/punchout/cxml/order').set('content-type', 'text/xml').send(order);
    const [first, second] = [await send(), await send()];
    for (const answer of [first, second]) {
      expect(path(readXml(answer.text), 'Response', 'Status')?.attributes, answer.text).toMatchObject({ code: '200' });
    }
    expect(textAt(readXml(second.text), 'Response', 'Status')).toBe(textAt(readXml(first.text), 'Response', 'Status'));
    const orders = await getAs(t, admin, '/api/order/group_order_list?page=1&limit=50');
    const paid = await getAs(t, admin, '/api/order/list?po_number=ARIBA-PO-42');
    const withPo = [...(orders.body.data?.list ?? []), ...(paid.body.data?.list ?? [])].filter(
      (row: { po_number?: string }) => row.po_number === 'ARIBA-PO-42',
    );
    expect(withPo).toHaveLength(1);

    const reused = await t
      .api()
      .post('/punchout/cxml/order')
      .set('content-type', 'text/xml')
      .send(order.replace('quantity="2"', 'quantity="3"'));
    expect(path(readXml(reused.text), 'Response', 'Status')?.attributes).toMatchObject({ code: '409' });
  });
});

describe('SAP OCI through the BFF', () => {
  it('starts with USERNAME, PASSWORD and HOOK_URL and posts the NEW_ITEM fields back to HOOK_URL', async () => {
    const t = await startThroughBff();
    const srm = await receiver();
    const { credentials } = await companyWithClient(t);
    const hook = srm.url('/sap/bc/srm/oci_hook?sap-client=100');
    const query = new URLSearchParams({
      USERNAME: credentials.clientId,
      PASSWORD: credentials.clientSecret,
      HOOK_URL: hook,
      '~TARGET': '_parent',
      '~OkCode': 'ADDI',
      '~CALLER': 'CTLG',
    });
    const refused = await t.api().get(`/punchout/oci/start?${query.toString().replace(/PASSWORD=[^&]+/, 'PASSWORD=wrong')}`);
    expect(refused.status).toBe(401);
    expect(refused.text).toContain('客户端凭据无效');

    // SRM posts the catalogue call from the user's browser, from its own site.
    const started = await t
      .api()
      .post('/punchout/oci/start')
      .set('origin', 'https://srm.buyer.example')
      .type('form')
      .send(query.toString());
    expect(started.status).toBe(303);
    const jar = new CookieJar();
    jar.take(started);
    const { cartId } = await fillCart(t, jar, 3);

    const { form } = await pressReturn(t, jar, [cartId]);
    expect(form.action).toBe(hook);
    expect(form.target).toBe('_parent');
    expect(await submitForm(form)).toBe(200);
    const fields = new Map(srm.received[0]?.fields);
    expect(fields.get('~OkCode')).toBe('ADDI');
    expect(fields.get('NEW_ITEM-QUANTITY[1]')).toBe('3');
    expect(fields.get('NEW_ITEM-CURRENCY[1]')).toBe('CNY');
    expect(fields.get('NEW_ITEM-PRICE[1]')).toMatch(/^\d+\.\d{2}$/);
    expect(fields.get('NEW_ITEM-UNIT[1]')).toMatch(/^[A-Z]{2,3}$/);
    expect(fields.get('NEW_ITEM-VENDORMAT[1]')).not.toBe('');
    expect([...(fields.get('NEW_ITEM-DESCRIPTION[1]') ?? '')].length).toBeLessThanOrEqual(40);
    expect(fields.get('NEW_ITEM-LONGTEXT_1:132[]')).not.toBe('');
    expect(fields.has('NEW_ITEM-QUANTITY[2]')).toBe(false);
  });
});

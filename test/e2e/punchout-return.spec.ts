// PunchOut in a real browser (docs/punchout.md): a buyer's system sets up a cXML session for company 1's API
// client; a second browser opens the one-time start URL, finds its cart at /shopping_cart with 返回采购系统, and
// pressing it lands on the buyer's system (a receiver on 127.0.0.1) with the PunchOutOrderMessage posted by the
// page's auto-submitting form — the page's own policy lets that one form post go out and nothing else.
import { setupRequest } from '../helpers/punchout/cxml-samples.ts';
import { startFormReceiver } from '../helpers/punchout/form-receiver.ts';
import { productWithSkus } from '../helpers/e2e/catalogue-picks.ts';
import { callOk } from '../helpers/e2e/envelope.ts';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';

test('返回采购系统 carries the cart back to the buyer’s procurement system', async ({ page, signIn, visitor }) => {
  const buyer = await startFormReceiver();
  try {
    await signIn.companyAdmin('/');
    const client = await callOk<{ client_id: string; client_secret: string }>(page.request, 'post', '/api/company/open_client/create', {
      name: `Ariba ${Date.now() % 100000}`,
      role: 'buyer',
      scopes: ['catalogue', 'prices', 'orders'],
      ip_allow: [],
    });
    const setup = await page.request.post('/punchout/cxml/setup', {
      headers: { 'content-type': 'text/xml' },
      data: setupRequest(
        { clientId: client.client_id, clientSecret: client.client_secret },
        { browserFormPost: buyer.url('/ariba/poom'), buyerCookie: 'E2E-COOKIE' },
      ),
    });
    const startUrl = /<URL>([^<]+)<\/URL>/.exec(await setup.text())?.[1] ?? '';
    expect(startUrl).toContain('/punchout/start?token=');

    const shopper = visitor.page;
    await shopper.goto(startUrl.replaceAll('&amp;', '&'));
    await expect(shopper).toHaveURL(/\/$/);
    const { detail, skus } = await productWithSkus(shopper.request, { skuCount: 1, minStock: 5 });
    await callOk(shopper.request, 'post', '/api/user/cart/create', {
      product_id: detail.product_id,
      product_attr_unique: skus[0]?.unique,
      cart_num: 2,
      is_new: 0,
      product_type: 0,
    });
    await shopper.goto('/shopping_cart');
    const back = shopper.getByRole('button', { name: '返回采购系统' });
    await expect(back).toBeVisible();
    await shopper.screenshot({ path: 'test-results/screenshots/punchout-cart.png' });
    await back.click();
    await expect(shopper).toHaveURL(buyer.url('/ariba/poom'));
    await expect(shopper.locator('body')).toContainText('requisition received');
    const posted = new Map(buyer.received[0]?.fields);
    expect(posted.get('cxml-urlencoded')).toContain('<BuyerCookie>E2E-COOKIE</BuyerCookie>');
    expect(posted.get('cxml-urlencoded')).toContain('<ItemIn quantity="2">');
  } finally {
    await buyer.close();
  }
});

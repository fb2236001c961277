// PunchOut's protocol edges against a fake mall (docs/punchout.md): hostile documents (XXE, billion laughs,
// oversize, deep nesting) are refused in cXML's own error shape before any mall call; the CSRF guard lets exactly
// the server-to-server routes through from another site, whatever the path's spelling, and nothing else under
// /punchout/; the start URL signs in once (httpOnly cookies, no token in the answer) and never again.
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_COOKIES } from '../../../shared/cookie-names.ts';
import { path, readXml } from '../../../server/punchout/safe-xml.ts';
import { BILLION_LAUGHS, setupRequest, XXE } from '../../helpers/punchout/cxml-samples.ts';
import { closeAll, COMPANY_NAME, parseSetCookies, setup } from './bff-kit.ts';

afterEach(closeAll);

const CLIENT = { clientId: 'oc_7Hq2', clientSecret: 'cs_secret_value_123456' };
const ACCESS_TOKEN = 'open-access-token-9d8c7b';

const answers = {
  'POST /api/open/token': {
    status: 200,
    message: 'success',
    data: {
      access_token: ACCESS_TOKEN,
      token_type: 'Bearer',
      expires_in: 1800,
      scope: 'catalogue prices orders',
      company_id: 2,
      client_id: CLIENT.clientId,
    },
  },
  'GET /api/company/member': {
    status: 200,
    message: 'success',
    data: { company_id: 2, company_name: COMPANY_NAME, role: 'buyer', status: 1 },
  },
};

function cxmlStatus(text: string) {
  return path(readXml(text), 'Response', 'Status');
}

const CROSS_SITE = { origin: 'https://buyer.ariba.example', 'sec-fetch-site': 'cross-site' };

describe('PunchOut protocol edges', () => {
  it('refuses XXE, billion laughs, oversize and deep nesting in cXML’s error shape, never asking the mall', async () => {
    const kit = await setup({ answers });
    const post = (body: string) => kit.api().post('/punchout/cxml/setup').set('content-type', 'text/xml').send(body);
    const deep = `<cXML payloadID="x">${'<a>'.repeat(40)}${'</a>'.repeat(40)}</cXML>`;
    const padded = setupRequest(CLIENT, { browserFormPost: 'https://buyer.example/r' }).replace(
      '<Extrinsic',
      `<Extrinsic name="pad">${'x'.repeat(300 * 1024)}</Extrinsic><Extrinsic`,
    );
    for (const [body, httpStatus, message] of [
      [XXE, 200, '实体声明'],
      [BILLION_LAUGHS, 200, '实体声明'],
      [deep, 200, '嵌套过深'],
      [padded, 413, '文档过大'],
    ] as const) {
      const answer = await post(body);
      expect(answer.status).toBe(httpStatus);
      expect(answer.headers['content-type']).toContain('text/xml');
      const status = cxmlStatus(answer.text);
      expect(status?.attributes).toMatchObject({ code: '400', text: 'Bad Request' });
      expect(status?.text).toContain(message);
    }
    // over the body limit of the whole scope: refused while reading, in the same shape
    const huge = await kit
      .api()
      .post('/punchout/cxml/order')
      .set('content-type', 'text/xml')
      .send(`<cXML>${'x'.repeat(1024 * 1024 + 10)}</cXML>`);
    expect(huge.status).toBe(413);
    expect(cxmlStatus(huge.text)?.attributes.code).toBe('400');
    const json = await kit.api().post('/punchout/cxml/setup').send({ cXML: 1 });
    expect(json.status).toBe(415);
    expect(cxmlStatus(json.text)?.attributes.code).toBe('400');
    expect(kit.mall.requests.filter((call) => call.url.startsWith('/api/open/'))).toEqual([]);
  });

  it('exempts exactly the server-to-server routes from the CSRF guard, whatever their spelling', async () => {
    const kit = await setup({ answers });
    const body = setupRequest(CLIENT, { browserFormPost: 'https://buyer.example/r' });
    for (const spelling of ['/punchout/cxml/setup', '/punchout//cxml/setup/', '/PunchOut/cxml/%73etup']) {
      const answer = await kit.api().post(spelling).set(CROSS_SITE).set('content-type', 'text/xml').send(body);
      expect(answer.status, spelling).not.toBe(403);
      expect(answer.headers['content-type'], spelling).toContain('text/xml');
    }
    const order = await kit.api().post('/punchout/cxml/order').set(CROSS_SITE).set('content-type', 'text/xml').send('<cXML/>');
    expect(cxmlStatus(order.text)?.attributes.code).toBe('400');
    for (const refused of ['/punchout/return', '/punchout/cxml/setup/more', '/PunchOut//Return/']) {
      const answer = await kit.api().post(refused).set(CROSS_SITE).type('form').send('x=1');
      expect(answer.status, refused).toBe(403);
      expect(answer.body).toMatchObject({ code: 'CSRF' });
    }
  });

  it('answers a one-time start URL that signs the browser in with httpOnly cookies and no token in sight', async () => {
    const kit = await setup({ answers });
    const setupAnswer = await kit
      .api()
      .post('/punchout/cxml/setup')
      .set('content-type', 'text/xml')
      .send(setupRequest(CLIENT, { browserFormPost: 'https://buyer.example/r' }));
    expect(setupAnswer.text).not.toContain(ACCESS_TOKEN);
    const tokenCall = kit.mall.requests.find((call) => call.url === '/api/open/token');
    expect(JSON.parse(tokenCall?.body ?? '{}')).toMatchObject({ client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret });
    const url = new URL(path(readXml(setupAnswer.text), 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL')?.text ?? '');
    expect(url.origin).toBe(kit.origin);

    const [first, second] = await Promise.all([kit.api().get(url.pathname + url.search), kit.api().get(url.pathname + url.search)]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([303, 410]);
    const opened = first.status === 303 ? first : second;
    expect(opened.text).not.toContain(ACCESS_TOKEN);
    const cookies = parseSetCookies(opened.headers);
    for (const name of [AUTH_COOKIES.userToken, AUTH_COOKIES.companyToken, AUTH_COOKIES.entity, AUTH_COOKIES.punchout]) {
      expect(cookies[name]?.attributes.httponly, name).toBe(true);
    }
    expect(cookies[AUTH_COOKIES.userToken]?.value).toContain(ACCESS_TOKEN); // signed, server-side only
    expect(kit.logs.text()).not.toContain(url.searchParams.get('token'));

    const gone = await kit.api().get(url.pathname + url.search);
    expect(gone.status).toBe(410);
    expect(gone.text).toContain('链接已失效');
    const returnWithout = await kit.api().post('/punchout/return').type('form').send('');
    expect(returnWithout.status).toBe(409);
    expect(returnWithout.headers['content-security-policy']).toContain("form-action 'none'");
  });
});

// Endpoint rules live in one place (server/rules/endpoint-table.ts, docs/bff-contract.md §2). This scans the
// BFF's code for endpoint paths written anywhere else and fails unless the file is on the short list below,
// each entry with the reason its paths are not rules.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findPathLiterals, listSourceFiles, scanFiles } from '../../helpers/bff/path-literal-scan.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TABLE = 'server/rules/endpoint-table.ts';

/**
 * Files that may write endpoint paths, and why those paths are not rules. Route registrations of the BFF's
 * own /bff endpoints name the endpoint they define; reads name the GET endpoint they call. Neither decides
 * how the BFF treats a call: that is the table's job, also for the calls listed here.
 */
const ALLOWED: Record<string, string> = {
  'server/bff/captcha-routes.ts': 'registers /bff/captcha and /bff/captcha/check, and names the two captcha endpoints each calls',
  'server/bff/session-routes.ts': 'registers /bff/session and /bff/entity',
  'server/bff/suggest-routes.ts': 'registers /bff/suggest and reads the product and store searches',
  'server/bff/category-routes.ts': 'registers /bff/category-tree (its read is layout-data.ts’s cached category tree)',
  'server/ssr/layout-data.ts': "reads the public layout data and the visitor's cart count",
  'server/ssr/footer-articles.ts': 'reads the footer columns, or the stock article routes when the backend lacks that call',
  'server/contract/contract-calls.ts': "the operator's contract check (npm run contract) names every call it asks a backend",
  'server/contract/cart-probe.ts': "the contract check's opt-in --cart-probe adds one line, prices it and removes it",
  'server/services/session-service.ts': 'reads GET /api/user for the session',
  'server/plugins/health-routes.ts': 'the readiness probe calls GET /api/version',
  'server/auth/company-reresolve.ts': 'asks GET /api/company/token again when the mall refuses the company token for membership',
  'server/open-api/catalogue-endpoints.ts': 'the open API names the mall calls behind its product pool, prices and delivery check',
  'server/open-api/order-endpoints.ts': 'the open API names the mall calls behind its order endpoints',
  'server/open-api/order-submit.ts': "the open API's order submit names the quick-order check, buy-now and checkout calls it makes",
  'server/open-api/finance-endpoints.ts': 'the open API names the mall calls behind its statement and invoice endpoints',
  'server/open-api/message-endpoints.ts': 'the open API names the inbox calls behind its message pool',
  'server/open-api/token-endpoint.ts': 'the open API asks the mall for a client-credentials token',
  'server/punchout/punchout-mall.ts': "checks a PunchOut client's credentials with POST /api/open/token",
  'server/punchout/punchout-routes.ts': "reads the system member's company (GET /api/company/member) when PunchOut signs a browser in",
  'server/punchout/punchout-cart.ts': 'reads the cart, its order/check prices and product categories for the PunchOut order message',
  'server/punchout/cxml-order.ts': "finds an OrderRequest's cost centre among the company's (GET /api/company/cost_center/lst)",
};

const files = listSourceFiles(ROOT, 'server', []);
const found = scanFiles(ROOT, files);

describe('endpoint paths in server code', () => {
  it('are written only in the endpoint table and the allowed files', () => {
    const elsewhere = found.filter((literal) => literal.file !== TABLE && !(literal.file in ALLOWED));
    expect(elsewhere.map((literal) => `${literal.file}:${literal.line} ${literal.text}`)).toEqual([]);
  });

  it('are never regular expressions outside the table', () => {
    const patterns = found.filter((literal) => literal.kind === 'regexp' && literal.file !== TABLE);
    expect(patterns.map((literal) => `${literal.file}:${literal.line} ${literal.text}`)).toEqual([]);
  });

  it('keep the allow-list current: every allowed file exists and still writes a path', () => {
    for (const file of Object.keys(ALLOWED)) {
      expect(files, file).toContain(file);
      expect(
        found.some((literal) => literal.file === file),
        file,
      ).toBe(true);
    }
  });

  it('are found in the table itself (the scan sees what it is meant to see)', () => {
    const inTable = found.filter((literal) => literal.file === TABLE).map((literal) => literal.text);
    expect(inTable).toEqual(expect.arrayContaining(['/api/auth/login', '/api/', '/api/ajcaptcha', '/bff/captcha', '/api/company/']));
  });
});

describe('the path scan', () => {
  it('finds string, template and RegExp path rules, and ignores comments and other strings', () => {
    const source = [
      "// '/api/auth/login' in a comment is not code",
      '/* and neither is /^\\/api\\// here */',
      "const LOGIN = new Set(['/api/auth/login', '/API/auth/smslogin']);",
      'const GUARDED = /^\\/(?:api|bff)\\/|^\\/aj(?:captcha|check)/;',
      'const ONLY = /^\\/api\\/user$/;',
      "const built = new RegExp('^/api/order/');",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample source holds a template literal as text
      'const url = `/api/order/${id}`;',
      "if (path === '/ajcheck' || path === '/bff/session') {}",
      "app.all('/api/*', handler);",
      "const page = '/goods_detail'; const asset = '/assets/app.js'; const apis = '/apis/x'; const word = 'api';",
    ].join('\n');
    const texts = findPathLiterals(source, 'sample.ts').map((literal) => `${literal.line} ${literal.kind} ${literal.text}`);
    expect(texts).toEqual([
      '3 string /api/auth/login',
      '3 string /API/auth/smslogin',
      '4 regexp /^\\/(?:api|bff)\\/|^\\/aj(?:captcha|check)/',
      '5 regexp /^\\/api\\/user$/',
      '6 string ^/api/order/',
      '7 string /api/order/',
      '8 string /ajcheck',
      '8 string /bff/session',
      '9 string /api/*',
    ]);
  });
});

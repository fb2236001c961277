// One request per demo door route the mall registers (every method and path under /demo/ and /__test/), and the
// pages a console password opens.
export interface DoorRequest {
  method: 'GET' | 'POST';
  url: string;
}

export const DOOR_REQUESTS: readonly DoorRequest[] = [
  { method: 'GET', url: '/demo/sms' },
  { method: 'GET', url: '/demo/qr-login?key=ffffffffffffffffffffffffffffffff' },
  { method: 'POST', url: '/demo/qr-login/confirm' },
  { method: 'GET', url: '/demo/pay?key=x' },
  { method: 'POST', url: '/demo/pay/confirm' },
  { method: 'GET', url: '/demo/merchant' },
  { method: 'POST', url: '/demo/merchant/ship' },
  { method: 'POST', url: '/demo/merchant/delivered' },
  { method: 'POST', url: '/demo/merchant/invoice' },
  { method: 'GET', url: '/demo/merchant/quotes' },
  { method: 'POST', url: '/demo/merchant/quotes/answer' },
  { method: 'POST', url: '/demo/merchant/quotes/decline' },
  { method: 'GET', url: '/demo/merchant/agreements' },
  { method: 'POST', url: '/demo/merchant/agreements/save' },
  { method: 'POST', url: '/demo/merchant/agreements/import' },
  { method: 'POST', url: '/demo/merchant/agreements/delete' },
  { method: 'GET', url: '/demo/merchant/invoices' },
  { method: 'GET', url: '/demo/merchant/invoices/file/x?type=pdf' },
  { method: 'POST', url: '/demo/merchant/invoices/issue' },
  { method: 'POST', url: '/demo/merchant/invoices/red-apply' },
  { method: 'GET', url: '/demo/merchant/refunds' },
  { method: 'POST', url: '/demo/merchant/refund/agree' },
  { method: 'POST', url: '/demo/merchant/refund/refuse' },
  { method: 'POST', url: '/demo/merchant/refund/received' },
  { method: 'POST', url: '/demo/merchant/refund/refund' },
  { method: 'GET', url: '/demo/merchant/settlements' },
  { method: 'POST', url: '/demo/merchant/settlements/review' },
  { method: 'GET', url: '/demo/platform/remittances' },
  { method: 'POST', url: '/demo/platform/remittance/confirm' },
  { method: 'POST', url: '/demo/platform/remittance/reject' },
  { method: 'GET', url: '/demo/platform/remittance/bank-statement' },
  { method: 'POST', url: '/demo/platform/remittance/bank-statement' },
  { method: 'GET', url: '/demo/platform/remittance/bank-statement/x' },
  { method: 'POST', url: '/demo/platform/remittance/bank-statement/x/confirm' },
  { method: 'GET', url: '/demo/platform/companies' },
  { method: 'POST', url: '/demo/platform/companies/approve' },
  { method: 'POST', url: '/demo/platform/companies/reject' },
  { method: 'GET', url: '/demo/platform/statement-disputes' },
  { method: 'POST', url: '/demo/platform/statement-disputes/answer' },
  { method: 'GET', url: '/__test/captcha/x' },
  { method: 'GET', url: '/__test/sms/13800000001' },
  { method: 'POST', url: '/__test/sms/13800000001/forget-interval' },
  { method: 'GET', url: '/__test/image-captcha/x' },
  { method: 'POST', url: '/__test/qr/confirm' },
  { method: 'POST', url: '/__test/company/ledger-move' },
  { method: 'POST', url: '/__test/company/quote-valid' },
  { method: 'POST', url: '/__test/company/acceptance/backdate' },
  { method: 'POST', url: '/__test/company/red-confirmation/backdate' },
  { method: 'POST', url: '/__test/company/replenishment/tick' },
  { method: 'POST', url: '/__test/company/invite-sms/forget' },
];

/** Console pages that answer 200 to a GET once the password is given. */
export const CONSOLE_PAGES = [
  '/demo/sms',
  '/demo/merchant',
  '/demo/merchant/refunds',
  '/demo/merchant/settlements',
  '/demo/merchant/quotes',
  '/demo/merchant/agreements',
  '/demo/merchant/invoices',
  '/demo/platform/remittances',
  '/demo/platform/remittance/bank-statement',
  '/demo/platform/companies',
  '/demo/platform/statement-disputes',
] as const;

export const GOOD_PASSWORD = 'q7V!rM2xK9#tLp4Zw8Yb3Nc6';

export const basic = (password: string) => `Basic ${Buffer.from(`console:${password}`).toString('base64')}`;

/** The form body a door request sends (empty fields: a shut door must not even look at them). */
export const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;

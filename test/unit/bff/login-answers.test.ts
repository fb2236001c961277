// Tokens found in each capturing answer shape (docs/bff-contract.md §3), and removed from everything else.
import { describe, expect, it } from 'vitest';
import { extractTokens, stripTokens, textCarriesNoTokens } from '../../../server/auth/login-answers.ts';

const USER = { uid: 2, nickname: '李经理' };
const COMPANY = { token: 'company-t', user: { name: '上海东联工业设备有限公司' } };
const STRIP = { keepTokens: false };
const KEEP = { keepTokens: true };

describe('extractTokens', () => {
  it('login: data.token, with the company account when data.company has a token', () => {
    expect(extractTokens('login', { status: 200, data: { token: 'user-t', user: USER } })).toEqual({ userToken: 'user-t' });
    expect(extractTokens('login', { status: 200, data: { token: 'user-t', user: USER, company: COMPANY } })).toEqual({
      userToken: 'user-t',
      company: { token: 'company-t', name: '上海东联工业设备有限公司' },
    });
  });

  it('login: a company without a name keeps an empty name; one without a token is no company', () => {
    expect(extractTokens('login', { data: { token: 'u', company: { token: 'c' } } })).toEqual({
      userToken: 'u',
      company: { token: 'c', name: '' },
    });
    expect(extractTokens('login', { data: { token: 'u', company: { token: '', user: { name: 'x' } } } })).toEqual({ userToken: 'u' });
    expect(extractTokens('login', { data: { token: 'u', company: [COMPANY] } })).toEqual({ userToken: 'u' });
  });

  it('login: no token, an empty token or no data carries nothing', () => {
    expect(extractTokens('login', { status: 200, message: '注册成功' })).toBeNull();
    expect(extractTokens('login', { data: { token: '' } })).toBeNull();
    expect(extractTokens('login', { data: { token: 42 } })).toBeNull();
    expect(extractTokens('login', { data: [{ token: 'u' }] })).toBeNull();
  });

  it('QR check: the nested {status:200, result} shape of a confirmed scan', () => {
    const body = { status: 200, data: { status: 200, result: { token: 'user-t', user: USER, company: COMPANY } } };
    expect(extractTokens('qr-check', body)).toEqual({
      userToken: 'user-t',
      company: { token: 'company-t', name: '上海东联工业设备有限公司' },
    });
    expect(extractTokens('qr-check', { data: { status: '200', result: { token: 'user-t' } } })).toEqual({ userToken: 'user-t' });
  });

  it('QR check: the flat data.token shape', () => {
    expect(extractTokens('qr-check', { status: 200, data: { token: 'user-t', user: USER } })).toEqual({ userToken: 'user-t' });
  });

  it('QR check: a pending or expired poll carries nothing', () => {
    expect(extractTokens('qr-check', { status: 200, message: '未登录', data: { status: 201, result: [] } })).toBeNull();
    expect(extractTokens('qr-check', { status: 200, data: { status: 200, result: [] } })).toBeNull();
    expect(extractTokens('qr-check', { status: 200, data: { status: 410, result: { token: 'user-t' } } })).toBeNull();
  });

  it('company token: data is the company account; the user token is not touched', () => {
    expect(extractTokens('company-token', { status: 200, data: COMPANY })).toEqual({
      company: { token: 'company-t', name: '上海东联工业设备有限公司' },
    });
    expect(extractTokens('company-token', { status: 200, data: { token: 'company-t' } })).toEqual({
      company: { token: 'company-t', name: '' },
    });
    expect(extractTokens('company-token', { status: 200, data: { user: { name: 'x' } } })).toBeNull();
    expect(extractTokens('company-token', { status: 200 })).toBeNull();
  });
});

describe('stripTokens', () => {
  it('removes every token key at any depth, in objects and arrays', () => {
    const body = {
      status: 200,
      data: {
        token: 't1',
        company_token: 't2',
        access_token: 't3',
        refresh_token: 't4',
        list: [{ id: 1, token: 't5' }, [{ token: 't6', keep: true }]],
        company: { token: 't7', user: { name: '乙' } },
        result: { token: 't8', exp: 1 },
        tokens: 'not a token key',
      },
    };
    expect(stripTokens(body, STRIP)).toEqual({
      status: 200,
      data: { list: [{ id: 1 }, [{ keep: true }]], company: { user: { name: '乙' } }, result: { exp: 1 }, tokens: 'not a token key' },
    });
    expect(JSON.stringify(stripTokens(body, STRIP))).not.toMatch(/t\d"/);
  });

  it('leaves values without tokens, primitives and null alone and does not change its input', () => {
    const body = { status: 200, data: { token: 'x' } };
    stripTokens(body, STRIP);
    expect(body.data.token).toBe('x');
    expect(stripTokens(null, STRIP)).toBeNull();
    expect(stripTokens('token', STRIP)).toBe('token');
    expect(stripTokens([1, 'a'], STRIP)).toEqual([1, 'a']);
  });

  it('keeps the captcha challenge token where the endpoint keeps tokens', () => {
    const captcha = { repCode: '0000', repData: { token: 'challenge-1', secretKey: 'k' } };
    expect(stripTokens(captcha, KEEP)).toBe(captcha);
  });
});

describe('textCarriesNoTokens', () => {
  it('is true only when no token key could be in the text', () => {
    expect(textCarriesNoTokens('{"status":200,"data":{"list":[{"store_name":"token 扳手"}]}}')).toBe(true);
    for (const key of ['token', 'company_token', 'access_token', 'refresh_token']) {
      expect(textCarriesNoTokens(`{"data":{"deep":[{"${key}" : "t"}]}}`)).toBe(false);
    }
    // an escaped ASCII letter could spell a key: the caller parses and strips instead
    expect(textCarriesNoTokens('{"data":{"\\u0074oken":"t"}}')).toBe(false);
    expect(textCarriesNoTokens('{"data":{"name":"\\u4e0a\\u6d77"}}')).toBe(true);
  });
});

// The rule table of server/upstream/internal-answers.ts: what reads as a backend's internals becomes
// 系统繁忙，请稍后再试 with its data dropped, a business refusal keeps its words, and a debug block never passes;
// through callMall, the whole message is logged once with the request id.
import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { describe, expect, it } from 'vitest';
import { callMall } from '../../../server/upstream/call-mall.ts';
import { BUSY_MESSAGE, internalRule, screenRefusal } from '../../../server/upstream/internal-answers.ts';
import type { UpstreamCallLog, UpstreamClient } from '../../../server/upstream/upstream-client.ts';
import { mallCall } from '../../helpers/bff/mall-call-samples.ts';

const SQL_MESSAGE = "SQLSTATE[42S22]: Column not found: 1054 Unknown column 'svip_price' in 'field list'";
/** what a CRMEB with debug on adds to such a refusal */
const DEBUG_DATA = {
  'PDO Error Info': { SQLSTATE: '42S22', 'Driver Error Code': 1054 },
  'Database Status': { 'Error Code': 1054 },
  'Database Config': { type: 'mysql', hostname: '10.0.0.8', database: 'crmeb', hostport: '3306', username: 'crmeb' },
};

describe('what looks internal', () => {
  it.each([
    SQL_MESSAGE,
    'PDOException: SQLSTATE[HY000] [2002] Connection refused',
    'think\\exception\\ErrorException',
    'Call to a member function toArray() on null',
    '/www/wwwroot/crmeb/app/common/repositories/store/order/StoreOrderCreateRepository.php',
    '<!DOCTYPE html><html><body><h1>Internal Server Error</h1></body></html>',
    'Undefined array key "price"',
    'Division by zero',
    'Trying to access array offset on value of type null',
    '#0 /www/crmeb/vendor/topthink/framework/src/think/Container.php(386): think\\Db->query()',
  ])('%s', (message) => {
    expect(internalRule(message)).not.toBeNull();
  });

  it.each(['库存不足', '未开启余额支付', '积分功能未开启', '请选择正确的支付方式', '商品已下架', '400336', 'success', '数据无效'])(
    'a business refusal reads as it is: %s',
    (message) => {
      expect(internalRule(message)).toBeNull();
    },
  );
});

describe('screening a refusal', () => {
  it('turns an internal message into 系统繁忙 and drops its data, debug blocks included', () => {
    const screened = screenRefusal({ status: 400, message: SQL_MESSAGE, data: DEBUG_DATA });
    expect(screened.body).toEqual({ status: 400, message: BUSY_MESSAGE });
    expect(screened.hidden).toEqual({ rule: 'SQL error', message: SQL_MESSAGE, debugKeys: Object.keys(DEBUG_DATA) });
  });

  it('keeps a business refusal and the data a page reads, never a debug block', () => {
    expect(screenRefusal({ status: 400, message: '库存不足' })).toEqual({ body: { status: 400, message: '库存不足' } });
    const rows = { list: [{ state: 'stock' }] };
    expect(screenRefusal({ status: 400, message: '部分商品无法下单', data: rows }).body).toEqual({
      status: 400,
      message: '部分商品无法下单',
      data: rows,
    });
    const screened = screenRefusal({ status: 400, message: '部分商品无法下单', data: { ...rows, ...DEBUG_DATA } });
    expect(screened.body).toEqual({ status: 400, message: '部分商品无法下单', data: rows });
    expect(screened.hidden?.rule).toBeNull();
  });
});

function answering(statusCode: number, contentType: string, body: string): UpstreamClient & { logs: UpstreamCallLog[] } {
  const logs: UpstreamCallLog[] = [];
  const response = () =>
    ({
      statusCode,
      headers: { 'content-type': contentType },
      body: Readable.from([Buffer.from(body)]),
    }) as unknown as Dispatcher.ResponseData;
  return {
    origin: 'http://mall',
    request: async () => response(),
    logCall: (entry) => logs.push(entry),
    close: async () => undefined,
    logs,
  };
}

describe('callMall holds internals back', () => {
  it('answers 系统繁忙 for a SQLSTATE refusal and logs the whole message once, with the request id', async () => {
    const client = answering(200, 'application/json', JSON.stringify({ status: 400, message: SQL_MESSAGE, data: DEBUG_DATA }));
    const result = await callMall(client, mallCall());
    expect(result).toMatchObject({ kind: 'json', mapped: { httpStatus: 400, body: { status: 400, message: BUSY_MESSAGE } } });
    expect(result.kind === 'json' && 'data' in result.mapped.body).toBe(false);
    expect(client.logs).toHaveLength(1);
    expect(client.logs[0]).toMatchObject({ reqId: 'r1', hidden: { message: SQL_MESSAGE, rule: 'SQL error' } });
    // the database's settings stay out of the log too
    expect(JSON.stringify(client.logs)).not.toContain('10.0.0.8');
  });

  it('answers an HTTP 500 JSON with an internal message as 系统繁忙, not the message', async () => {
    const client = answering(500, 'application/json', JSON.stringify({ code: 0, message: 'Call to a member function find() on null' }));
    const result = await callMall(client, mallCall());
    expect(result.kind === 'json' && result.mapped.body.message).toBe(BUSY_MESSAGE);
  });

  it('treats an HTTP 500 page of no known type as an upstream error, never a file to pass on', async () => {
    const client = answering(500, 'application/octet-stream', 'Fatal error: Uncaught Error in /www/crmeb/app/Request.php');
    const result = await callMall(client, mallCall());
    expect(result).toMatchObject({ kind: 'failure', mapped: { httpStatus: 502, body: { code: 'UPSTREAM_BAD_RESPONSE' } } });
  });
});

// An API client's IP allow-list (docs/company-api.md §17.1): exact IPv4/IPv6 addresses and CIDR ranges, IPv4
// written as IPv6 compared as IPv4, anything else refused when saved; an empty list allows every caller.
import { describe, expect, it } from 'vitest';
import { ipAllowed, normalEntry } from '../../../demo-mall/company/open-clients/ip-allow.ts';
import { openClientScopeOf } from '#shared/company/open-client-scopes.ts';

describe('the IP allow-list', () => {
  it('reads addresses and ranges as stored, and refuses what is neither', () => {
    expect(normalEntry(' 10.0.0.0/8 ')).toBe('10.0.0.0/8');
    expect(normalEntry('2001:DB8::1')).toBe('2001:db8::1');
    expect(normalEntry('[2001:db8::]/32')).toBe('2001:db8::/32');
    expect(normalEntry('::ffff:192.0.2.1')).toBe('192.0.2.1');
    for (const bad of ['10.0.0.0/33', '2001:db8::/129', '10.0.0.1/8/1', '300.1.1.1', 'example.com', '10.0.0.0/', '10.0.0.0/x', ''])
      expect(normalEntry(bad), bad).toBeNull();
  });

  it('matches exact addresses and CIDR ranges of both families', () => {
    const list = ['203.0.113.0/24', '198.51.100.7', '2001:db8::/32', '2001:db8:ffff::1'];
    for (const ip of ['203.0.113.1', '203.0.113.255', '198.51.100.7', '::ffff:203.0.113.9', '2001:db8:1::5', '[2001:db8::1]'])
      expect(ipAllowed(list, ip), ip).toBe(true);
    for (const ip of ['203.0.114.1', '198.51.100.8', '2001:db9::1', '::1', '', 'unknown']) expect(ipAllowed(list, ip), ip).toBe(false);
    expect(ipAllowed([], '')).toBe(true);
  });
});

describe('the scope rule table', () => {
  it('gives the narrower prefix first, and no scope to what no prefix names', () => {
    expect(openClientScopeOf('/api/order/receipt/:id')).toBe('invoices');
    expect(openClientScopeOf('/api/order/detail/:id')).toBe('orders');
    expect(openClientScopeOf('/api/store/product/detail/:id')).toBe('catalogue');
    expect(openClientScopeOf('/api/company/agreement_price/lst')).toBe('prices');
    // the open API's batch price and order lines check part numbers; filling the company cart stays out of reach
    expect(openClientScopeOf('/api/quick_order/check')).toBe('prices');
    expect(openClientScopeOf('/api/quick_order/cart')).toBeNull();
    expect(openClientScopeOf('/api/company/message/lst')).toBe('messages');
    for (const path of [
      '/api/company/member/lst',
      '/api/company/open_client/lst',
      '/api/company/token',
      '/api/company/approval/approve/:id',
    ])
      expect(openClientScopeOf(path), path).toBeNull();
  });
});

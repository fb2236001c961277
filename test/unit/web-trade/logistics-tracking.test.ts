// The courier timeline newest first and the same-city rider's state as the delivery page shows it.
import { describe, expect, it } from 'vitest';
import { newestFirst, RIDER_STATES, toDeliveryView } from '../../../web/features/logistics/tracking.ts';

describe('newestFirst', () => {
  it('puts the latest step first whatever order the carrier sent', () => {
    const steps = newestFirst([
      { time: '2026-11-23 09:00:00', status: '商家已发货，等待顺丰速运揽收' },
      { time: '2026-11-24 10:00:00', status: '快件已签收' },
      { time: '2026-11-23 10:30:00', status: '顺丰速运快递员已揽收' },
    ]);
    expect(steps.map((step) => step.status)).toEqual(['快件已签收', '顺丰速运快递员已揽收', '商家已发货，等待顺丰速运揽收']);
  });

  it('keeps the sent order for steps of the same time, and for steps without times', () => {
    const same = newestFirst([
      { time: '2026-11-23 09:00:00', status: 'a' },
      { time: '2026-11-23 09:00:00', status: 'b' },
    ]);
    expect(same.map((step) => step.status)).toEqual(['a', 'b']);
    const untimed = newestFirst([{ status: '新' }, { time: '2026-11-23 09:00:00', status: '旧' }]);
    expect(untimed).toEqual([
      { time: '', status: '新' },
      { time: '2026-11-23 09:00:00', status: '旧' },
    ]);
  });

  it('reads the carrier fields other backends use and drops what is not a step', () => {
    expect(newestFirst([{ ftime: '2026-11-23 09:00:00', context: '已揽收' }, null, 'x', { time: '2026-11-23' }])).toEqual([
      { time: '2026-11-23 09:00:00', status: '已揽收' },
    ]);
    expect(newestFirst(undefined)).toEqual([]);
    expect(newestFirst({ list: [] })).toEqual([]);
  });
});

describe('toDeliveryView', () => {
  const base = {
    order_id: 9,
    status: 0,
    rider: { name: '李师傅', phone: '13700001111' },
    receive_code: 4821,
    list: [{ time: '2026-11-23 09:00:00', status: '等待配送员接单完成后开始配送' }],
  };

  it('says what to do in each rider state', () => {
    expect(RIDER_STATES).toEqual(['待接单', '待取货', '配送中', '已送达']);
    expect(toDeliveryView(base)).toEqual({
      state: 0,
      stateName: '待接单',
      hint: '等待配送员接单完成后开始配送',
      riderName: '李师傅',
      riderPhone: '13700001111',
      receiveCode: '4821',
      steps: [{ time: '2026-11-23 09:00:00', status: '等待配送员接单完成后开始配送' }],
    });
    expect(toDeliveryView({ ...base, status: 1 }).hint).toBe('稍后请将收货码告诉配送员');
    expect(toDeliveryView({ ...base, status: 2 })).toMatchObject({ stateName: '配送中', hint: '稍后请将收货码告诉配送员' });
    expect(toDeliveryView({ ...base, status: 3 })).toMatchObject({ stateName: '已送达', hint: '订单已送达' });
  });

  it('prefers the mall’s state name and keeps a strange state inside the strip', () => {
    expect(toDeliveryView({ ...base, status: 1, status_name: '骑手已接单' }).stateName).toBe('骑手已接单');
    expect(toDeliveryView({ ...base, status: 7 }).state).toBe(3);
    expect(toDeliveryView({ ...base, status: -2 }).state).toBe(0);
    expect(toDeliveryView({ ...base, status: Number.NaN, rider: null, receive_code: null })).toMatchObject({
      state: 0,
      riderName: '',
      riderPhone: '',
      receiveCode: '',
    });
  });
});

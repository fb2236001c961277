import { describe, expect, it } from 'vitest';
import {
  addressBody,
  addressErrors,
  defaultFirst,
  emptyAddressForm,
  formFromAddress,
  hasErrors,
  toAddressView,
  type RawAddress,
} from '../../../web/features/address/address-form.ts';

const raw = (id: number, isDefault: number, street = '东华门街道'): RawAddress => ({
  address_id: id,
  real_name: '王五',
  phone: '13912345678',
  province: '北京市',
  province_id: 110000,
  city: '北京市',
  city_id: 110100,
  district: '东城区',
  district_id: 110101,
  street,
  street_id: street ? 110101001000 : 0,
  detail: '1号',
  is_default: isDefault,
});

const filled = () => ({
  ...emptyAddressForm(),
  realName: '王五',
  phone: '13912345678',
  area: [
    { id: 110000, name: '北京市', leaf: false },
    { id: 110100, name: '北京市', leaf: false },
    { id: 110101, name: '东城区', leaf: false },
    { id: 110101001000, name: '东华门街道', leaf: true },
  ],
  detail: '1号',
});

describe('address view', () => {
  it('joins the region, marks the last level as the leaf and reads the default flag', () => {
    const view = toAddressView(raw(7, 1));
    expect(view).toMatchObject({ id: 7, name: '王五', region: '北京市 北京市 东城区 东华门街道', isDefault: true });
    expect(view.area.map((step) => step.leaf)).toEqual([false, false, false, true]);
  });

  it('leaves out a missing street', () => {
    const view = toAddressView(raw(8, 0, ''));
    expect(view.area).toHaveLength(3);
    expect(view.area.at(-1)).toEqual({ id: 110101, name: '东城区', leaf: true });
  });

  it('puts the default first and keeps the rest in order', () => {
    const list = [raw(3, 0), raw(2, 1), raw(1, 0)].map(toAddressView);
    expect(defaultFirst(list).map((item) => item.id)).toEqual([2, 3, 1]);
  });

  it('edits round-trip through the form into the create body', () => {
    const body = addressBody(formFromAddress(toAddressView(raw(5, 1))));
    expect(body).toMatchObject({ address_id: 5, real_name: '王五', is_default: 1 });
    expect(body.area).toEqual([
      { id: 110000, name: '北京市' },
      { id: 110100, name: '北京市' },
      { id: 110101, name: '东城区' },
      { id: 110101001000, name: '东华门街道' },
    ]);
  });
});

describe('address checks', () => {
  it('reports every empty field with the shared messages', () => {
    const errors = addressErrors(emptyAddressForm());
    expect(errors).toEqual({
      real_name: '收货人姓名不能为空',
      phone: '请输入手机号码',
      area: '收货信息不能为空',
      detail: '收货人详细地址不能为空',
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it('refuses a wrong phone and a region that stops above the last level', () => {
    const form = { ...filled(), phone: '12345', area: filled().area.slice(0, 3) };
    expect(addressErrors(form)).toEqual({ phone: '请输入正确的手机号码', area: '请手动选择所在地区' });
  });

  it('accepts a complete form', () => {
    expect(hasErrors(addressErrors(filled()))).toBe(false);
  });
});

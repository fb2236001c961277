// 部门资料 (docs/company-api.md §13.6) in the browser's pure parts: a unit's rows as the panel lists them, what 编辑
// and 添加 open, a unit's address read from the mall, and the "采购部 · 上海仓" label.
import { describe, expect, it } from 'vitest';
import { unitLabel } from '#shared/company/unit-data-rules.ts';
import { type RawAddress, toAddressView } from '#web/features/address/address-form.ts';
import type { UnitData } from '#web/features/company-org/unit-data-api.ts';
import { editingOf, rowsOf } from '#web/features/company-org/unit-data-rows.ts';
import type { ReceiptTitle } from '#web/features/invoice/receipt-title.ts';

const raw: RawAddress = {
  address_id: 7,
  real_name: '上海仓',
  phone: '13912345678',
  province: '上海市',
  province_id: 310000,
  city: '上海市',
  city_id: 310100,
  district: '浦东新区',
  district_id: 310115,
  detail: '张江路 1 号',
  is_default: 0,
  unit_name: '采购部',
};
const title = { user_receipt_id: 3, receipt_type: 2, receipt_title: '东联采购部', receipt_title_type: 2 } as ReceiptTitle;
const data: UnitData = {
  addresses: [toAddressView(raw)],
  titles: [title],
  costCenters: [
    { cost_center_id: 5, name: '华东项目', code: 'HD-1', status: 1, order_count: 0, create_time: '', unit_id: 2, unit_name: '采购部' },
  ],
};

describe('a unit’s data on 组织架构', () => {
  it('lists each row as one line', () => {
    expect(rowsOf(data, 'address')).toEqual([{ id: 7, text: '上海仓 13912345678 上海市 上海市 浦东新区 张江路 1 号' }]);
    expect(rowsOf(data, 'receipt')).toEqual([{ id: 3, text: '东联采购部（增值税专用发票）' }]);
    expect(rowsOf(data, 'cost_center')).toEqual([{ id: 5, text: '华东项目（HD-1）' }]);
  });

  it('opens the row 编辑 names, and an empty form for 添加', () => {
    expect(editingOf(data, 'cost_center', 5)).toEqual({ kind: 'cost_center', row: data.costCenters[0] });
    expect(editingOf(data, 'receipt', 3).row).toBe(title);
    expect(editingOf(data, 'address', 0)).toEqual({ kind: 'address', row: null });
  });

  it('keeps the unit of an address the mall sends, and none of the buyer’s own', () => {
    expect(toAddressView(raw).unitName).toBe('采购部');
    expect(toAddressView({ ...raw, unit_name: undefined })).not.toHaveProperty('unitName');
  });

  it('names a unit’s row after its unit, and leaves a company-wide one as it is', () => {
    expect(unitLabel('采购部', '上海仓')).toBe('采购部 · 上海仓');
    expect(unitLabel('', '全公司')).toBe('全公司');
  });
});

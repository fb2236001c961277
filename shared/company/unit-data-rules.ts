// A unit's own delivery addresses, invoice titles and cost centres (docs/company-api.md §13.6, ADR 0053): the
// messages both sides show and how a unit's row is labelled where a buyer picks it. Without zod so the browser
// can use it too.

export const UNIT_DATA_MESSAGES = {
  unitMissing: '部门不存在',
  addressMissing: '地址不存在',
  titleMissing: '发票抬头不存在',
  costCenterMissing: '成本中心不存在',
  addressOutside: '该收货地址不属于您所在的部门，请重新选择',
  costCenterOutside: '该成本中心不属于您所在的部门，请重新选择',
  created: '添加成功',
  saved: '保存成功',
  deleted: '删除成功',
} as const;

/** 采购部 · 上海仓: the unit's name before the row's own, so a buyer sees whose it is. */
export function unitLabel(unitName: string, name: string): string {
  return unitName ? `${unitName} · ${name}` : name;
}

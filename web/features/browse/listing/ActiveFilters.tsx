// The chosen filters as removable chips, plus 清空筛选.
import { hasFilters } from './listing-query.ts';
import type { ListingFilterProps } from './listing-types.ts';

export function ActiveFilters({ state, links, brands, merTypes, paramRows }: ListingFilterProps) {
  if (!hasFilters(state)) return null;
  const chips: { key: string; label: string; href: string }[] = [];
  for (const id of state.brands) {
    chips.push({ key: `b${id}`, label: `品牌：${brands.find((b) => b.brand_id === id)?.brand_name ?? id}`, href: links.toggleBrand(id) });
  }
  for (const id of state.merTypes) {
    chips.push({
      key: `t${id}`,
      label: `店铺类型：${merTypes.find((t) => t.mer_type_id === id)?.type_name ?? id}`,
      href: links.toggleMerType(id),
    });
  }
  for (const [id, values] of Object.entries(state.params)) {
    const name = paramRows.find((row) => String(row.parameter_id) === id)?.name ?? '参数';
    for (const value of values) chips.push({ key: `p${id}-${value}`, label: `${name}：${value}`, href: links.toggleParam(id, value) });
  }
  if (state.priceOn || state.priceOff) {
    chips.push({
      key: 'price',
      label: `价格：${state.priceOn || '0'} - ${state.priceOff || '不限'}`,
      href: links.href({ priceOn: '', priceOff: '' }),
    });
  }
  return (
    <div className="active-filters">
      <span className="filter-label">已选条件：</span>
      {chips.map((chip) => (
        <a key={chip.key} className="active-chip" href={chip.href} rel="nofollow" aria-label={`移除 ${chip.label}`}>
          {chip.label}
          <span aria-hidden="true"> ×</span>
        </a>
      ))}
      <a className="clear-filters" href={links.href({ brands: [], merTypes: [], params: {}, priceOn: '', priceOff: '' })} rel="nofollow">
        清空筛选
      </a>
    </div>
  );
}

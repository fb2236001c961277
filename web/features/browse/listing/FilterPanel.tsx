// 品牌 / 店铺类型 / parameter rows: every chip is a link that toggles one value (multi-select), so the
// panel works without JavaScript and every state has its own URL.
import type { ReactNode } from 'react';
import type { ListingFilterProps, ParamRow } from './listing-types.ts';

const VISIBLE_PARAM_ROWS = 3;

/** A chip is a link, so its chosen state is aria-current (aria-pressed belongs to buttons only). */
function Chip({ href, active, label }: { href: string; active: boolean; label: string }) {
  return (
    <a className={`chip${active ? ' active' : ''}`} href={href} aria-current={active ? 'true' : undefined} rel="nofollow">
      {active ? (
        <span className="chip-check" aria-hidden="true">
          ✓
        </span>
      ) : null}
      {label}
    </a>
  );
}

function Row({
  id,
  label,
  allHref,
  allActive,
  children,
  long,
}: {
  id: string;
  label: string;
  allHref: string;
  allActive: boolean;
  children: ReactNode;
  long: boolean;
}) {
  return (
    <div className="filter-row" data-filter={id}>
      <span className="filter-label">{label}：</span>
      <input type="checkbox" className="filter-more-toggle" id={`more-${id}`} hidden />
      <div className="filter-chips">
        <a className={`chip chip-all${allActive ? ' active' : ''}`} href={allHref} rel="nofollow">
          全部
        </a>
        {children}
      </div>
      {long ? (
        <label className="filter-more" htmlFor={`more-${id}`}>
          更多
        </label>
      ) : null}
    </div>
  );
}

export function FilterPanel({ state, links, brands, merTypes, paramRows }: ListingFilterProps) {
  const paramRow = (row: ParamRow) => {
    const chosen = state.params[String(row.parameter_id)] ?? [];
    const params = { ...state.params };
    delete params[String(row.parameter_id)];
    return (
      <Row
        key={row.parameter_id}
        id={`p${row.parameter_id}`}
        label={row.name}
        allHref={links.href({ params })}
        allActive={chosen.length === 0}
        long={row.values.length > 10}
      >
        {row.values.map((value) => (
          <Chip key={value} href={links.toggleParam(row.parameter_id, value)} active={chosen.includes(value)} label={value} />
        ))}
      </Row>
    );
  };
  return (
    <section className="filter-panel" aria-label="筛选">
      {brands.length ? (
        <Row id="brand" label="品牌" allHref={links.href({ brands: [] })} allActive={state.brands.length === 0} long={brands.length > 10}>
          {brands.map((brand) => (
            <Chip
              key={brand.brand_id}
              href={links.toggleBrand(brand.brand_id)}
              active={state.brands.includes(brand.brand_id)}
              label={brand.brand_name}
            />
          ))}
        </Row>
      ) : null}
      {merTypes.length ? (
        <Row
          id="mer-type"
          label="店铺类型"
          allHref={links.href({ merTypes: [] })}
          allActive={state.merTypes.length === 0}
          long={merTypes.length > 10}
        >
          {merTypes.map((type) => (
            <Chip
              key={type.mer_type_id}
              href={links.toggleMerType(type.mer_type_id)}
              active={state.merTypes.includes(type.mer_type_id)}
              label={type.type_name}
            />
          ))}
        </Row>
      ) : null}
      {paramRows.slice(0, VISIBLE_PARAM_ROWS).map(paramRow)}
      {paramRows.length > VISIBLE_PARAM_ROWS ? (
        // Further parameter rows fold away (open when one of them is in use); no script needed.
        <details
          className="filter-extra"
          open={paramRows.slice(VISIBLE_PARAM_ROWS).some((row) => (state.params[String(row.parameter_id)] ?? []).length > 0)}
        >
          <summary>更多筛选条件（{paramRows.length - VISIBLE_PARAM_ROWS}）</summary>
          {paramRows.slice(VISIBLE_PARAM_ROWS).map(paramRow)}
        </details>
      ) : null}
    </section>
  );
}

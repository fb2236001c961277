// SKU attribute rows: one button per value; unavailable combinations are disabled.
import type { AttrRow, SkuRow } from './detail-types.ts';
import { isValueAvailable } from './sku-logic.ts';

export function SkuRows({
  attrs,
  skus,
  choice,
  onChoose,
}: {
  attrs: AttrRow[];
  skus: Record<string, SkuRow>;
  choice: string[];
  onChoose: (row: number, value: string) => void;
}) {
  return (
    <>
      {attrs.map((row, rowIndex) => (
        <div className="detail-row detail-sku" key={row.attr_name} role="radiogroup" aria-label={row.attr_name}>
          <span className="detail-label">{row.attr_name}</span>
          <div className="sku-values">
            {row.attr_values.map((value) => {
              const chosen = choice[rowIndex] === value;
              const available = isValueAvailable(rowIndex, value, choice, skus);
              return (
                // biome-ignore lint/a11y/useSemanticElements: styled buttons in a radiogroup; a native radio needs a hidden input and a label box for the same look
                <button
                  key={value}
                  type="button"
                  role="radio"
                  aria-checked={chosen}
                  className={`sku-value${chosen ? ' active' : ''}${available ? '' : ' unavailable'}`}
                  disabled={!available && !chosen}
                  title={available ? value : `${value}（无货）`}
                  onClick={() => onChoose(rowIndex, value)}
                >
                  {value}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </>
  );
}

// The codes a buyer can type into quick order (ADR 0035): the model number (型号) the name ends with and the
// SKU's code (编码, its bar code). Nothing when neither is known.
import { modelNumberOf } from '#shared/quick-order/model-number.ts';

export function PartNumber({ name, barCode, className = 'part-number' }: { name: string; barCode?: string; className?: string }) {
  const model = modelNumberOf(name);
  if (!model && !barCode) return null;
  return (
    <span className={className}>
      {model ? <span>型号 {model}</span> : null}
      {barCode ? <span>编码 {barCode}</span> : null}
    </span>
  );
}

// Part numbers of products the demo catalogue has taken off the shelf (下架). The seed itself never retires a
// product, so these older models stand in for them: a quick order naming one answers `off_shelf` with the
// product's name (docs/company-api.md §6.1). A real backend answers the state for any product with is_show 0.
export interface RetiredProduct {
  code: string;
  store_name: string;
}

export const RETIRED_PRODUCTS: readonly RetiredProduct[] = [
  { code: 'DL90001', store_name: '得力 经典款复印纸 A4 70g（旧款）' },
  { code: 'DL90002', store_name: '晨光 按动中性笔 0.5mm K-35（旧款）' },
  { code: 'DL90003', store_name: '代尔塔 丁腈防护手套 201370（旧款）' },
];

const BY_CODE = new Map(RETIRED_PRODUCTS.map((product) => [product.code, product]));

export function retiredProduct(code: string): RetiredProduct | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}

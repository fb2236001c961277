// The product page's price explanation, GET /api/store/product/price_rule/:cateId. A stock CRMEB-MER shop answers
// `{status: 400, message: '规则不存在'}` for every category without a rule: that is "no explanation", not
// unavailable data, so it is neither logged nor asked again. Any other failure falls back as optional data does.
import { isMallReadError, type MallReader } from '#shared/api/mall-reader.ts';

const NO_RULE = '规则不存在';

export async function readPriceRule(mall: MallReader, cateId: number): Promise<{ content?: string }> {
  const path = `/api/store/product/price_rule/${cateId}`;
  try {
    return (await mall.get<{ content?: string } | null>(path)) ?? {};
  } catch (error) {
    if (isMallReadError(error) && error.status === 400 && error.message === NO_RULE) return {};
    // logged once as unavailable page data (MallReader.getOr)
    return mall.getOr(path, {});
  }
}

// The large seed's 500 merchants: the small seed's stores first (their names and ids stay), then regional
// industrial-supplies companies named from a city, a trade word and a store kind.
import { assetUrl } from '../../../core/pictures.ts';
import { createRng, hashString, roundMoney } from '../../../core/prng.ts';
import type { Category, Merchant } from '../../catalogue-types.ts';
import { buildMerchants, seedDate } from '../seed-catalogue.ts';

const CITIES = [
  '上海',
  '苏州',
  '无锡',
  '杭州',
  '宁波',
  '南京',
  '合肥',
  '天津',
  '青岛',
  '济南',
  '广州',
  '深圳',
  '东莞',
  '佛山',
  '厦门',
  '武汉',
  '长沙',
  '成都',
  '重庆',
  '西安',
  '郑州',
  '沈阳',
];
const TRADES = ['工业品', '五金', '机电', '劳保', '电气', '办公', '包装', '工具', '安防', '清洁'];
const WORDS = [
  '恒通',
  '鼎盛',
  '华联',
  '宏达',
  '金泰',
  '瑞丰',
  '凯捷',
  '永安',
  '博远',
  '诺信',
  '德润',
  '嘉禾',
  '东方',
  '中科',
  '同创',
  '汇通',
];
const KINDS: Array<{ suffix: string; typeId: number }> = [
  { suffix: '旗舰店', typeId: 1 },
  { suffix: '专卖店', typeId: 2 },
  { suffix: '专营店', typeId: 3 },
  { suffix: '工业品商行', typeId: 4 },
];
const DISTRICTS = ['经济开发区', '高新区', '工业园区', '物流园', '五金城'];

export const LARGE_MERCHANTS = 500;

export function buildLargeMerchants(categories: Category[]): Merchant[] {
  const merchants = buildMerchants(categories);
  const tops = categories.filter((c) => c.level === 1).map((c) => c.store_category_id);
  for (let merId = merchants.length + 1; merId <= LARGE_MERCHANTS; merId++) {
    const rng = createRng(hashString(`large-merchant:${merId}`));
    const city = rng.pick(CITIES);
    const trade = rng.pick(TRADES);
    const word = rng.pick(WORDS);
    const kind = rng.pick(KINDS);
    const company = `${city}${word}${trade}有限公司`;
    merchants.push({
      mer_id: merId,
      mer_name: `${word}${trade}${kind.suffix}·${city}${merId}`,
      real_name: company,
      mer_address: `${city}市${rng.pick(DISTRICTS)}${rng.int(1, 999)}号`,
      mark: `${trade}现货 对公开票`,
      mer_keyword: `${trade},${city},批发`,
      mer_info: `${company}，专注${trade}类工业品供应，支持企业月结与增值税专用发票。`,
      mer_avatar: assetUrl('merchant', merId),
      mer_banner: assetUrl('mer-banner', merId),
      mini_banner: assetUrl('mer-banner', `${merId}-mini`),
      service_phone: `400-${rng.int(100, 999)}-${String(rng.int(0, 9999)).padStart(4, '0')}`,
      is_trader: 0,
      is_best: rng.chance(0.1) ? 1 : 0,
      type_id: kind.typeId,
      category_id: 1 + (merId % 9),
      product_score: roundMoney(4.3 + rng.next() * 0.7),
      service_score: roundMoney(4.3 + rng.next() * 0.7),
      postage_score: roundMoney(4.2 + rng.next() * 0.8),
      sales: 0,
      care_count: rng.int(100, 40000),
      is_margin: 1,
      margin: '10000.00',
      long: (113 + rng.next() * 9).toFixed(3),
      lat: (22 + rng.next() * 10).toFixed(3),
      create_time: seedDate(300 + (merId % 900), merId),
      top_category_ids: rng.sample(tops, rng.int(1, 3)).sort((a, b) => a - b),
      licence_images: [assetUrl('licence', `${merId}-1`), assetUrl('licence', `${merId}-2`)],
    });
  }
  return merchants;
}

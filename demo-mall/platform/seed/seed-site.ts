// Site-wide settings and admin-defined group data: home tabs and banners, top banner, hot keywords,
// copyright links and hot-list banners.
import { assetUrl } from '../../core/pictures.ts';
import type { GroupItem } from '../content-types.ts';

export const SITE_NAME = '东联工业品商城';

export const SITE = {
  site_name: SITE_NAME,
  site_logo: assetUrl('site', 'logo'),
  login_logo: assetUrl('site', 'logo'),
  wechat_qrcode: assetUrl('site', 'qrcode'),
  site_url: 'http://127.0.0.1:3000/',
  sys_phone: '400-820-8820',
  beian_sn: '沪ICP备20250001号-1',
  site_keywords: '工业品,办公用品,五金工具,劳保用品,企业采购,MRO',
  site_description: '东联工业品商城：面向企业的一站式工业品与办公用品采购平台，正品保障、对公结算、增值税专票。',
  version: 'CRMEB-MER-v2.3.1',
};

let groupSeq = 100;
const group = (data: Record<string, unknown>): GroupItem => ({ ...data, group_data_id: ++groupSeq, group_mer_id: 0 });

export const PC_HOME_TAB: GroupItem[] = [
  group({ label: '首页', link: '/' }),
  group({ label: '领券中心', link: '/coupon_center' }),
  group({ label: '限时秒杀', link: '/goods_seckill' }),
  group({ label: '预售专区', link: '/goods_presell' }),
  group({ label: '店铺街', link: '/shop_street' }),
  group({ label: '热销榜单', link: '/goods_ranking' }),
  group({ label: '资讯信息', link: '/news_list' }),
];

export const PC_HOME_BANNER: GroupItem[] = [
  group({ title: '企业采购节 满2000减200', image: assetUrl('banner', 1), link: '/coupon_center' }),
  group({ title: '办公用品 一站配齐', image: assetUrl('banner', 2), link: '/goods_cate?sid=1&name=办公用品' }),
  group({ title: '劳保防护 国标认证', image: assetUrl('banner', 3), link: '/goods_cate?sid=4&name=劳保用品' }),
  group({ title: '电动工具 限时秒杀', image: assetUrl('banner', 4), link: '/goods_seckill' }),
];

export const PC_TOP_BANNER: GroupItem = group({ title: '新客注册领5元无门槛券', image: assetUrl('banner', 'top'), link: '/coupon_center' });

export const HOT_KEYWORDS: GroupItem[] = [
  '复印纸',
  '中性笔',
  '防护手套',
  '安全帽',
  '电钻',
  '网线',
  '打印机',
  '封箱胶带',
  '网络摄像机',
  '洗手液',
].map((keyword) => group({ keyword }));

export const PC_COPYRIGHT: GroupItem[] = [
  group({ name: '关于我们', url: '/news_detail/20', img: '' }),
  group({ name: '联系我们', url: '#', img: '' }),
  group({ name: '商家入驻', url: '/merchant_settled', img: '' }),
  group({ name: '营业执照', url: '#', img: assetUrl('licence', '0-1') }),
];

const HOT_BANNER_TITLES: Record<string, string> = { best: '精品推荐', hot: '热门榜单', new: '首发新品', good: '推荐单品' };

export function hotBanners(type: string): GroupItem[] {
  const title = HOT_BANNER_TITLES[type];
  if (!title) return [];
  return [
    {
      title,
      image: assetUrl('banner', `hot-${type}`),
      link: `/goods_list?type=${type}`,
      group_data_id: 200 + Object.keys(HOT_BANNER_TITLES).indexOf(type),
      group_mer_id: 0,
    },
  ];
}

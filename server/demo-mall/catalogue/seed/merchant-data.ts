// Merchants of the demo mall, their categories (商户分类) and store types (店铺类型).
import type { MerchantCategory, MerchantType } from '../catalogue-types.ts';

export const MERCHANT_CATEGORIES: MerchantCategory[] = [
  { merchant_category_id: 1, category_name: '办公文具', handling_fee: '3.00' },
  { merchant_category_id: 2, category_name: '办公设备', handling_fee: '2.50' },
  { merchant_category_id: 3, category_name: '五金机电', handling_fee: '3.00' },
  { merchant_category_id: 4, category_name: '劳保安防', handling_fee: '3.50' },
  { merchant_category_id: 5, category_name: '电工照明', handling_fee: '3.00' },
  { merchant_category_id: 6, category_name: '清洁日化', handling_fee: '4.00' },
  { merchant_category_id: 7, category_name: '包装物流', handling_fee: '3.00' },
  { merchant_category_id: 8, category_name: '机械仪器', handling_fee: '2.00' },
  { merchant_category_id: 9, category_name: '综合商城', handling_fee: '1.50' },
];

export const MERCHANT_TYPES: MerchantType[] = [
  { mer_type_id: 1, type_name: '旗舰店', type_info: '品牌官方直营', description: '经营一个自有品牌或一级独占授权品牌的店铺，需提供商标注册证。', margin: '20000.00', is_margin: 1 },
  { mer_type_id: 2, type_name: '专卖店', type_info: '品牌授权销售', description: '持有品牌授权经营一个品牌商品的店铺，需提供品牌授权书。', margin: '10000.00', is_margin: 1 },
  { mer_type_id: 3, type_name: '专营店', type_info: '同类目多品牌', description: '经营同一经营大类下两个及以上品牌商品的店铺。', margin: '10000.00', is_margin: 1 },
  { mer_type_id: 4, type_name: '工厂店', type_info: '源头工厂直供', description: '生产型企业开设的店铺，需提供生产许可或工厂实景资料。', margin: '5000.00', is_margin: 1 },
  { mer_type_id: 5, type_name: '平台自营', type_info: '商城自营', description: '由商城运营方直接经营的店铺。', margin: '0.00', is_margin: 0 },
];

export interface MerchantSeed {
  name: string;
  realName: string;
  address: string;
  mark: string;
  keyword: string;
  info: string;
  phone: string;
  isTrader: 0 | 1;
  isBest: 0 | 1;
  typeId: number;
  categoryId: number;
  /** names of the top store categories it sells in */
  tops: string[];
  long: string;
  lat: string;
}

export const MERCHANT_SEEDS: MerchantSeed[] = [
  { name: '东联自营旗舰店', realName: '东联工业品供应链有限公司', address: '上海市嘉定区安亭镇墨玉路185号', mark: '正品自营 次日达', keyword: '自营,正品,次日达', info: '东联商城自营店铺，覆盖办公、五金、劳保、电工等全品类，支持增值税专用发票与月结。', phone: '400-820-1001', isTrader: 1, isBest: 1, typeId: 5, categoryId: 9, tops: ['办公用品', '五金工具', '劳保用品', '电工电气', '清洁用品', '包装材料'], long: '121.169', lat: '31.290' },
  { name: '东联办公自营馆', realName: '东联工业品供应链有限公司', address: '上海市闵行区申长路988号', mark: '办公一站式采购', keyword: '办公,自营,集采', info: '企业办公一站式采购，纸张文具与办公设备统一配送。', phone: '400-820-1002', isTrader: 1, isBest: 1, typeId: 5, categoryId: 2, tops: ['办公用品', '办公设备'], long: '121.302', lat: '31.192' },
  { name: '东联实验室自营', realName: '东联工业品供应链有限公司', address: '上海市浦东新区张江路665号', mark: '科研耗材 现货速发', keyword: '实验室,科研,耗材', info: '服务高校与企业研发中心的实验室用品自营店。', phone: '400-820-1003', isTrader: 1, isBest: 0, typeId: 5, categoryId: 8, tops: ['实验室用品', '机械配件'], long: '121.590', lat: '31.205' },
  { name: '得力办公官方旗舰店', realName: '得力集团有限公司', address: '浙江省宁波市宁海县得力工业园', mark: '得力官方 品质保证', keyword: '得力,文具,办公', info: '得力品牌官方旗舰店，文具、纸品、办公电器全线直供。', phone: '0574-6588 1234', isTrader: 0, isBest: 1, typeId: 1, categoryId: 1, tops: ['办公用品', '办公设备', '包装材料'], long: '121.430', lat: '29.290' },
  { name: '晨光文具企业专营店', realName: '杭州晨墨贸易有限公司', address: '浙江省杭州市余杭区五常大道181号', mark: '文具集采 量大从优', keyword: '晨光,文具,集采', info: '文具集采专营，支持企业定制与月度配送。', phone: '0571-8861 2299', isTrader: 0, isBest: 0, typeId: 3, categoryId: 1, tops: ['办公用品'], long: '120.040', lat: '30.290' },
  { name: '华印打印耗材专营店', realName: '广州华印办公设备有限公司', address: '广东省广州市天河区天河北路233号', mark: '原装耗材 上门安装', keyword: '打印机,硒鼓,墨盒', info: '打印设备与原装耗材专营，提供上门安装与维保服务。', phone: '020-3888 6677', isTrader: 0, isBest: 0, typeId: 3, categoryId: 2, tops: ['办公设备'], long: '113.330', lat: '23.140' },
  { name: '世达工具专卖店', realName: '苏州锐达五金工具有限公司', address: '江苏省苏州市工业园区星湖街218号', mark: '专业工具 终身保修', keyword: '世达,扳手,套筒', info: '专业手动工具与测量工具，部分产品终身保修。', phone: '0512-6283 5566', isTrader: 0, isBest: 1, typeId: 2, categoryId: 3, tops: ['五金工具', '机械配件'], long: '120.720', lat: '31.320' },
  { name: '东成电动工具工厂店', realName: '江苏东成机电工具有限公司', address: '江苏省南通市启东市天汾镇', mark: '工厂直供 全国联保', keyword: '东成,电钻,角磨机', info: '电动工具源头工厂，整机全国联保一年。', phone: '0513-8361 7788', isTrader: 0, isBest: 0, typeId: 4, categoryId: 3, tops: ['五金工具'], long: '121.650', lat: '31.800' },
  { name: '安护劳保用品专营店', realName: '天津安护劳保用品有限公司', address: '天津市西青区中北镇星光路56号', mark: '国标认证 批量定制', keyword: '劳保,手套,安全帽', info: '劳保防护用品专营，支持企业LOGO定制与批量采购。', phone: '022-2739 4455', isTrader: 0, isBest: 0, typeId: 3, categoryId: 4, tops: ['劳保用品'], long: '117.090', lat: '39.080' },
  { name: '正泰电气专卖店', realName: '温州正泰电器销售有限公司', address: '浙江省温州市乐清市柳市镇正泰工业园', mark: '正品授权 工程报价', keyword: '正泰,断路器,插座', info: '正泰电气授权专卖，低压电器与开关插座工程报价。', phone: '0577-6277 8899', isTrader: 0, isBest: 1, typeId: 2, categoryId: 5, tops: ['电工电气'], long: '120.980', lat: '28.120' },
  { name: '明亮照明工厂店', realName: '中山明亮照明科技有限公司', address: '广东省中山市古镇镇同益工业园', mark: '源头工厂 质保三年', keyword: 'LED,灯管,照明', info: '工业照明源头工厂，LED灯管质保三年。', phone: '0760-2233 6688', isTrader: 0, isBest: 0, typeId: 4, categoryId: 5, tops: ['电工电气'], long: '113.180', lat: '22.620' },
  { name: '洁净佳清洁用品专营店', realName: '广州洁净佳日化用品有限公司', address: '广东省广州市白云区太和镇大源北路', mark: '物业保洁 一站采购', keyword: '清洁,纸品,消毒', info: '物业、酒店、工厂保洁用品一站式采购。', phone: '020-8733 1122', isTrader: 0, isBest: 0, typeId: 3, categoryId: 6, tops: ['清洁用品'], long: '113.370', lat: '23.300' },
  { name: '包材汇包装材料工厂店', realName: '东莞包材汇包装制品有限公司', address: '广东省东莞市长安镇振安中路', mark: '源头工厂 可定制印刷', keyword: '纸箱,胶带,气泡膜', info: '纸箱、胶带、缓冲材料源头工厂，支持定制印刷。', phone: '0769-8553 4466', isTrader: 0, isBest: 0, typeId: 4, categoryId: 7, tops: ['包装材料'], long: '113.800', lat: '22.800' },
  { name: '精工轴承五金专营店', realName: '无锡精工传动设备有限公司', address: '江苏省无锡市锡山区东港镇', mark: '轴承紧固件 现货齐全', keyword: '轴承,螺栓,同步带', info: '轴承、紧固件、传动件现货齐全，支持非标定制。', phone: '0510-8877 3344', isTrader: 0, isBest: 0, typeId: 3, categoryId: 8, tops: ['机械配件', '五金工具'], long: '120.450', lat: '31.630' },
  { name: '海安视安防旗舰店', realName: '杭州海安视智能科技有限公司', address: '浙江省杭州市滨江区阡陌路555号', mark: '方案设计 上门安装', keyword: '监控,摄像机,门禁', info: '安防监控与门禁整体方案，提供设计与上门安装。', phone: '0571-8870 2211', isTrader: 0, isBest: 1, typeId: 1, categoryId: 4, tops: ['安防监控'], long: '120.210', lat: '30.190' },
  { name: '科仪实验器材专营店', realName: '北京科仪恒信科技有限公司', address: '北京市海淀区中关村南大街12号', mark: '高校供应商 开票便捷', keyword: '天平,烧杯,移液', info: '高校与科研院所实验器材供应商。', phone: '010-6217 5533', isTrader: 0, isBest: 0, typeId: 3, categoryId: 8, tops: ['实验室用品'], long: '116.320', lat: '39.960' },
];

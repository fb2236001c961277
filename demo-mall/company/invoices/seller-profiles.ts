// The invoicing profile of each demo merchant's legal entity (销售方): the registered name, its 统一社会信用代码 (valid
// GB 32100 check character, test/unit/demo-mall/seller-profiles.test.ts), registered address and phone, the bank
// and account a 专票 prints, and the person who issues the invoices (开票人). Keyed by the merchant's legal name
// (real_name), so stores of one company share one profile; a real back office keeps these per merchant.
export interface SellerProfile {
  taxNo: string;
  address: string;
  phone: string;
  bankName: string;
  bankAccount: string;
  /** 开票人 */
  drawer: string;
}

export const SELLER_PROFILES: Readonly<Record<string, SellerProfile>> = {
  东联工业品供应链有限公司: {
    taxNo: '91310114MA1GT5R2X4',
    address: '上海市嘉定区安亭镇墨玉路185号',
    phone: '021-6958 1185',
    bankName: '招商银行上海嘉定支行',
    bankAccount: '121912345610001',
    drawer: '陈静',
  },
  得力集团有限公司: {
    taxNo: '91330226MA2H8X2K4A',
    address: '浙江省宁波市宁海县得力工业园',
    phone: '0574-6588 1234',
    bankName: '中国工商银行宁海支行',
    bankAccount: '3901340009000123456',
    drawer: '王丽华',
  },
  杭州晨墨贸易有限公司: {
    taxNo: '91330110MA2CF7QW3C',
    address: '浙江省杭州市余杭区五常大道181号',
    phone: '0571-8861 2299',
    bankName: '杭州银行余杭支行',
    bankAccount: '3301040160012345678',
    drawer: '李娜',
  },
  广州华印办公设备有限公司: {
    taxNo: '91440106MA5D1L8N6D',
    address: '广东省广州市天河区天河北路233号',
    phone: '020-3888 6677',
    bankName: '中国建设银行广州天河支行',
    bankAccount: '44050158040100001234',
    drawer: '张敏',
  },
  苏州锐达五金工具有限公司: {
    taxNo: '91320594MA1MXQ4T24',
    address: '江苏省苏州市工业园区星湖街218号',
    phone: '0512-6283 5566',
    bankName: '中国银行苏州工业园区支行',
    bankAccount: '537061234567',
    drawer: '刘洋',
  },
  江苏东成机电工具有限公司: {
    taxNo: '91320681MA1P3K7C52',
    address: '江苏省南通市启东市天汾镇',
    phone: '0513-8361 7788',
    bankName: '中国农业银行启东支行',
    bankAccount: '10712301040012345',
    drawer: '赵婷',
  },
  天津安护劳保用品有限公司: {
    taxNo: '91120111MA05T9J81H',
    address: '天津市西青区中北镇星光路56号',
    phone: '022-2739 4455',
    bankName: '交通银行天津西青支行',
    bankAccount: '120060123018800012345',
    drawer: '孙伟',
  },
  温州正泰电器销售有限公司: {
    taxNo: '91330382MA2L6R0B7K',
    address: '浙江省温州市乐清市柳市镇正泰工业园',
    phone: '0577-6277 8899',
    bankName: '中国工商银行乐清柳市支行',
    bankAccount: '1203282109000123456',
    drawer: '周芳',
  },
  中山明亮照明科技有限公司: {
    taxNo: '91442000MA4UH2C932',
    address: '广东省中山市古镇镇同益工业园',
    phone: '0760-2233 6688',
    bankName: '中国农业银行中山古镇支行',
    bankAccount: '44318001040012345',
    drawer: '吴霞',
  },
  广州洁净佳日化用品有限公司: {
    taxNo: '91440111MA59K3E040',
    address: '广东省广州市白云区太和镇大源北路',
    phone: '020-8733 1122',
    bankName: '广州农村商业银行太和支行',
    bankAccount: '05871234000012345',
    drawer: '郑磊',
  },
  东莞包材汇包装制品有限公司: {
    taxNo: '91441900MA4W7N8P2E',
    address: '广东省东莞市长安镇振安中路',
    phone: '0769-8553 4466',
    bankName: '东莞银行长安支行',
    bankAccount: '540001234567890',
    drawer: '何雪',
  },
  无锡精工传动设备有限公司: {
    taxNo: '91320205MA1Q2D6F8H',
    address: '江苏省无锡市锡山区东港镇',
    phone: '0510-8877 3344',
    bankName: '江苏银行无锡锡山支行',
    bankAccount: '21610188000123456',
    drawer: '马琳',
  },
  杭州海安视智能科技有限公司: {
    taxNo: '91330108MA27Y4H56U',
    address: '浙江省杭州市滨江区阡陌路555号',
    phone: '0571-8870 2211',
    bankName: '招商银行杭州滨江支行',
    bankAccount: '571912345610202',
    drawer: '许颖',
  },
  北京科仪恒信科技有限公司: {
    taxNo: '91110108MA01C8KU71',
    address: '北京市海淀区中关村南大街12号',
    phone: '010-6217 5533',
    bankName: '中国建设银行北京中关村支行',
    bankAccount: '11050162540000123456',
    drawer: '黄丹',
  },
};

// Guarantee (服务保障) and shipping (运费模板) templates referenced by products.

export interface GuaranteeTemplate {
  guarantee_template_id: number;
  template_name: string;
  templateValue: Array<{ value: { guarantee_name: string; guarantee_info: string; image: string } }>;
}

export interface ShippingTemplate {
  shipping_template_id: number;
  name: string;
  /** 0 by piece, 1 by weight, 2 by volume */
  type: 0 | 1 | 2;
  appoint: 0 | 1;
  undelivery: 0 | 1;
  info: string;
}

const item = (guarantee_name: string, guarantee_info: string) => ({ value: { guarantee_name, guarantee_info, image: '' } });

export const GUARANTEE_TEMPLATES: GuaranteeTemplate[] = [
  {
    guarantee_template_id: 1,
    template_name: '自营保障',
    templateValue: [
      item('正品保障', '自营商品均为品牌正品，假一赔十'),
      item('极速发货', '16:00 前下单当日发货'),
      item('增值税专票', '支持开具13%增值税专用发票'),
      item('7天无理由退货', '未拆封商品支持7天无理由退货'),
    ],
  },
  {
    guarantee_template_id: 2,
    template_name: '品牌保障',
    templateValue: [
      item('正品保障', '品牌授权，正品行货'),
      item('全国联保', '凭发票享受全国联保服务'),
      item('7天无理由退货', '未拆封商品支持7天无理由退货'),
    ],
  },
  {
    guarantee_template_id: 3,
    template_name: '基础保障',
    templateValue: [item('48小时发货', '付款后48小时内发货'), item('对公开票', '支持开具增值税普通发票')],
  },
];

export const SHIPPING_TEMPLATES: ShippingTemplate[] = [
  { shipping_template_id: 1, name: '全国包邮', type: 0, appoint: 0, undelivery: 0, info: '全国包邮（港澳台及偏远地区除外）' },
  { shipping_template_id: 2, name: '满99包邮', type: 0, appoint: 1, undelivery: 0, info: '单店满99元包邮，不满收取运费8元' },
];

export const PRICE_RULE = {
  rule_id: 1,
  rule_name: '价格说明',
  content:
    '<p><strong>划线价格：</strong>商品展示的划横线价格为参考价，并非原价，该价格可能是品牌专柜标价、商品吊牌价或由品牌供应商提供的正品零售价。</p>' +
    '<p><strong>未划线价格：</strong>商品的实时标价，不因表述的差异改变性质。具体成交价格根据商品参加活动、使用优惠券等情况发生变化，最终以订单结算页价格为准。</p>' +
    '<p><strong>企业采购价：</strong>企业账号登录后展示的价格为企业采购价，批量采购可联系客服获取阶梯报价。</p>',
};

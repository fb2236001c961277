// The tax bureau that supervises an invoice (TaxSupervisionInfo/TaxBureauCode, TaxBureauName): the provincial bureau
// of the province in the 发票号码 (digits 3–4), coded 1 + province + 8 zeros as the bureau's own files write it
// (13100000000 国家税务总局上海市税务局).
const PROVINCES: Readonly<Record<string, string>> = {
  '11': '北京市',
  '12': '天津市',
  '13': '河北省',
  '14': '山西省',
  '15': '内蒙古自治区',
  '21': '辽宁省',
  '22': '吉林省',
  '23': '黑龙江省',
  '31': '上海市',
  '32': '江苏省',
  '33': '浙江省',
  '34': '安徽省',
  '35': '福建省',
  '36': '江西省',
  '37': '山东省',
  '41': '河南省',
  '42': '湖北省',
  '43': '湖南省',
  '44': '广东省',
  '45': '广西壮族自治区',
  '46': '海南省',
  '50': '重庆市',
  '51': '四川省',
  '52': '贵州省',
  '53': '云南省',
  '54': '西藏自治区',
  '61': '陕西省',
  '62': '甘肃省',
  '63': '青海省',
  '64': '宁夏回族自治区',
  '65': '新疆维吾尔自治区',
};

export function taxBureauOf(invoiceNumber: string): { code: string; name: string } {
  const province = invoiceNumber.slice(2, 4);
  const name = PROVINCES[province] ?? '上海市';
  return { code: `1${PROVINCES[province] ? province : '31'}00000000`, name: `国家税务总局${name}税务局` };
}

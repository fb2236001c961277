// Zone options (园区公司) offered by the registration form: GET /api/config/group/zone_config.
export interface ZoneOption {
  group_data_id: number;
  zone_name: string;
}

export const ZONE_OPTIONS: readonly ZoneOption[] = [
  { group_data_id: 101, zone_name: '上海张江高科技园区开发股份有限公司' },
  { group_data_id: 102, zone_name: '苏州工业园区国有资本投资运营控股有限公司' },
  { group_data_id: 103, zone_name: '北京中关村科技园区发展有限公司' },
  { group_data_id: 104, zone_name: '深圳湾科技发展有限公司' },
  { group_data_id: 105, zone_name: '天津经济技术开发区投资有限公司' },
  { group_data_id: 106, zone_name: '武汉东湖新技术开发区建设投资有限公司' },
  { group_data_id: 107, zone_name: '成都高新区投资集团有限公司' },
  { group_data_id: 108, zone_name: '杭州钱塘新区产业发展集团有限公司' },
];

export function findZone(id: number): ZoneOption | undefined {
  return ZONE_OPTIONS.find((zone) => zone.group_data_id === id);
}

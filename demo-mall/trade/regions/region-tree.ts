// Builds the four-level region tree (省 / 市 / 区县 / 街道) the address cascader walks, with the official
// codes as ids so an id never changes between runs. The package's odd corners, and what becomes of them:
// - 北京、天津、上海、重庆 have no prefecture rows; their districts hang under 市辖区 (xx01) and, for
//   重庆, 县 (5002). One city node per municipality, id xx0100, named like the municipality, holds them all.
// - 香港、澳门 districts come without a city; a city node 810100 / 820100 named like the region holds them.
// - 台湾省 has no subdivisions in the data: a province with no children.
// - 省直辖县级行政区划 / 自治区直辖县级行政区划 (xx9000) is a grouping, not a place: its county-level
//   cities (济源市, 仙桃市, 石河子市…) become city nodes of the province, their towns the next level.
// - 市辖区 county rows are placeholders: dropped, and their towns (嘉峪关市's) move up to the city.
// - 东莞市, 中山市, 儋州市 have no counties (and no towns in the data): cities with no children.
import type { DivisionSource } from './region-source.ts';

export type RegionType = 'province' | 'city' | 'area' | 'street';

/** A row of CRMEB's city_area table as GET /api/v2/system/city/lst/:pid answers it (docs/mall-api.md §3.9). */
export interface RegionNode {
  id: number;
  parent_id: number;
  level: 1 | 2 | 3 | 4;
  type: RegionType;
  name: string;
  /** ancestor ids, '/110000/110100/' style ('/' for a province) */
  path: string;
  /** number of children; 0 marks a place an address may end at */
  snum: number;
}

export interface RegionTree {
  byId: Map<number, RegionNode>;
  children: Map<number, RegionNode[]>;
}

const MUNICIPALITIES = new Set(['11', '12', '31', '50']);
const SPECIAL_REGIONS = new Set(['81', '82']);
const PROVINCE_ADMINISTERED_CITY = '90';
const PLACEHOLDER_COUNTY = '市辖区';
const TYPES: RegionType[] = ['province', 'city', 'area', 'street'];

const codeId = (code: string) => Number(code);
const provinceId = (province: string) => Number(`${province}0000`);
const cityId = (province: string, city: string) => Number(`${province}${city}00`);

export function buildRegionTree(source: DivisionSource): RegionTree {
  const byId = new Map<number, RegionNode>();
  const children = new Map<number, RegionNode[]>();

  const add = (id: number, name: string, parentId: number): void => {
    const parent = byId.get(parentId);
    const level = (parent ? parent.level + 1 : 1) as RegionNode['level'];
    const node: RegionNode = {
      id,
      parent_id: parentId,
      level,
      type: TYPES[level - 1] as RegionType,
      name,
      path: parent ? `${parent.path}${parent.id}/` : '/',
      snum: 0,
    };
    byId.set(id, node);
    if (parent) {
      parent.snum += 1;
      const siblings = children.get(parentId);
      if (siblings) siblings.push(node);
      else children.set(parentId, [node]);
    } else {
      const top = children.get(0);
      if (top) top.push(node);
      else children.set(0, [node]);
    }
  };

  for (const row of source.provinces) {
    add(provinceId(row.province), row.name, 0);
    if (MUNICIPALITIES.has(row.province) || SPECIAL_REGIONS.has(row.province))
      add(cityId(row.province, '01'), row.name, provinceId(row.province));
  }
  for (const row of source.cities) {
    if (row.city === PROVINCE_ADMINISTERED_CITY || !row.city) continue;
    add(codeId(row.code), row.name, provinceId(row.province));
  }

  // Where each county's towns go: the county itself, or its city when the county is a placeholder.
  const townParent = new Map<string, number>();
  for (const row of source.areas) {
    const wholeRegion = MUNICIPALITIES.has(row.province) || SPECIAL_REGIONS.has(row.province);
    const parentId = wholeRegion
      ? cityId(row.province, '01')
      : row.city === PROVINCE_ADMINISTERED_CITY
        ? provinceId(row.province)
        : cityId(row.province, row.city ?? '00');
    if (!byId.has(parentId)) continue;
    if (row.name === PLACEHOLDER_COUNTY) {
      townParent.set(row.code, parentId);
      continue;
    }
    add(codeId(row.code), row.name, parentId);
    townParent.set(row.code, codeId(row.code));
  }
  for (const row of source.towns) {
    const parentId = townParent.get(row.code);
    if (parentId !== undefined) add(codeId(`${row.code}${row.town ?? ''}`), row.name, parentId);
  }

  for (const list of children.values()) list.sort((a, b) => a.id - b.id);
  return { byId, children };
}

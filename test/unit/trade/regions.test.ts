import { describe, expect, it } from 'vitest';
import { buildRegionTree } from '../../../demo-mall/trade/regions/region-tree.ts';
import {
  addressRegionColumns,
  cityList,
  REGION_MESSAGES,
  regionById,
  regionChainProblem,
  regionLoadStats,
  regionPath,
} from '../../../demo-mall/trade/regions/regions.ts';

const names = (ids: number) => regionPath(ids).map((node) => node.name);
const chainOf = (id: number) => regionPath(id).map(({ id: nodeId, name }) => ({ id: nodeId, name }));

describe('region tree from the national codes', () => {
  it('builds lazily on first use and reports what it cost', () => {
    expect(regionLoadStats()).toBeNull();
    const provinces = cityList(0);
    const stats = regionLoadStats();
    expect(stats?.nodes).toBeGreaterThan(40000);
    expect(stats?.loadMs).toBeGreaterThanOrEqual(0);
    expect(provinces).toHaveLength(34);
    expect(provinces[0]).toEqual({ id: 110000, parent_id: 0, level: 1, type: 'province', name: '北京市', path: '/', snum: 1 });
  });

  it('walks 广东省 → 深圳市 → 南山区 → 粤海街道 with the official codes as ids', () => {
    const guangdong = cityList(0).find((node) => node.name === '广东省');
    expect(guangdong?.id).toBe(440000);
    const shenzhen = cityList(440000).find((node) => node.name === '深圳市');
    expect(shenzhen).toMatchObject({ id: 440300, parent_id: 440000, level: 2, type: 'city', path: '/440000/' });
    const nanshan = cityList(440300).find((node) => node.name === '南山区');
    expect(nanshan).toMatchObject({ id: 440305, level: 3, type: 'area', path: '/440000/440300/' });
    const yuehai = cityList(440305).find((node) => node.name === '粤海街道');
    expect(yuehai).toMatchObject({ id: 440305007000, level: 4, type: 'street', snum: 0, path: '/440000/440300/440305/' });
    expect(names(440305007000)).toEqual(['广东省', '深圳市', '南山区', '粤海街道']);
  });

  it('gives each municipality one city level named like it: 上海市 → 上海市 → 浦东新区 → 张江镇', () => {
    expect(cityList(310000)).toEqual([
      { id: 310100, parent_id: 310000, level: 2, type: 'city', name: '上海市', path: '/310000/', snum: 16 },
    ]);
    expect(names(310115125000)).toEqual(['上海市', '上海市', '浦东新区', '张江镇']);
    expect(cityList(110100).map((node) => node.name)).toContain('朝阳区');
    expect(cityList(110100).some((node) => node.name === '市辖区')).toBe(false);
  });

  it('puts 重庆 districts and counties under one city', () => {
    const chongqing = cityList(500100).map((node) => node.name);
    expect(chongqing).toContain('渝中区');
    expect(chongqing).toContain('城口县');
    expect(cityList(500000)).toHaveLength(1);
  });

  it('lifts county-level cities out of 省直辖县级行政区划', () => {
    const henan = cityList(410000).map((node) => node.name);
    expect(henan).toContain('济源市');
    expect(henan.some((name) => name.includes('直辖'))).toBe(false);
    expect(regionById(419001)).toMatchObject({ level: 2, type: 'city', parent_id: 410000 });
    expect(cityList(429000)).toEqual([]);
    expect(cityList(420000).map((node) => node.name)).toEqual(expect.arrayContaining(['仙桃市', '潜江市', '天门市', '神农架林区']));
    expect(cityList(650000).map((node) => node.name)).toContain('石河子市');
    expect(cityList(460000).map((node) => node.name)).toEqual(expect.arrayContaining(['海口市', '三亚市', '五指山市']));
  });

  it('moves the towns of a 市辖区 placeholder up to its city (嘉峪关市)', () => {
    expect(cityList(620200).map((node) => node.name)).toEqual(['雄关街道', '钢城街道', '新城镇', '峪泉镇', '文殊镇']);
    expect(regionById(620201)).toBeNull();
  });

  it('keeps 东莞市 and 中山市 as cities with no subdivisions', () => {
    expect(regionById(441900)).toMatchObject({ name: '东莞市', level: 2, snum: 0 });
    expect(regionById(442000)).toMatchObject({ name: '中山市', snum: 0 });
  });

  it('gives 香港 and 澳门 a city level and keeps 台湾省 as a province without subdivisions', () => {
    expect(cityList(810000)).toEqual([
      { id: 810100, parent_id: 810000, level: 2, type: 'city', name: '香港特别行政区', path: '/810000/', snum: 18 },
    ]);
    expect(cityList(810100).map((node) => node.name)).toContain('油尖旺区');
    expect(cityList(820100).map((node) => node.name)).toContain('花地玛堂区');
    expect(regionById(710000)).toMatchObject({ name: '台湾省', snum: 0 });
  });

  it('answers [] for a leaf or an unknown id, and snum always counts the children', () => {
    expect(cityList(440305007000)).toEqual([]);
    expect(cityList(999999)).toEqual([]);
    expect(regionPath(999999)).toEqual([]);
    for (const id of [0, 440000, 440300, 440305, 310100]) {
      for (const node of cityList(id)) expect(node.snum).toBe(cityList(node.id).length);
    }
  });

  it('hands out copies, so a caller cannot change the tree', () => {
    const first = cityList(0)[0];
    if (first) first.name = '改名';
    expect(cityList(0)[0]?.name).toBe('北京市');
  });
});

describe('address chain check', () => {
  it('accepts a full path down to a place with no subdivisions', () => {
    expect(regionChainProblem(chainOf(440305007000))).toBeNull();
    expect(regionChainProblem(chainOf(441900))).toBeNull();
    expect(regionChainProblem(chainOf(810001))).toBeNull();
  });

  it('asks to finish choosing when the last place still has subdivisions', () => {
    expect(regionChainProblem(chainOf(440305))).toBe(REGION_MESSAGES.notLeaf);
    expect(REGION_MESSAGES.notLeaf).toBe('请手动选择所在地区');
  });

  it('refuses chains that skip, mix or rename places', () => {
    const shenzhen = chainOf(440305007000);
    expect(regionChainProblem([])).toBe('请选择正确的收货地址');
    expect(regionChainProblem(shenzhen.slice(1))).toBe(REGION_MESSAGES.wrongChain);
    expect(regionChainProblem([shenzhen[0], shenzhen[2], shenzhen[3]].filter((n) => n !== undefined))).toBe(REGION_MESSAGES.wrongChain);
    const mixed = [...chainOf(310115)];
    mixed.push({ id: 440305007000, name: '粤海街道' });
    expect(regionChainProblem(mixed)).toBe(REGION_MESSAGES.wrongChain);
    expect(regionChainProblem(shenzhen.map((n, i) => (i === 1 ? { ...n, name: '广州市' } : n)))).toBe(REGION_MESSAGES.wrongChain);
    expect(regionChainProblem([{ id: 123, name: '无' }])).toBe(REGION_MESSAGES.wrongChain);
  });

  it('fills the address columns, leaving missing levels empty', () => {
    expect(addressRegionColumns(chainOf(440305007000))).toEqual({
      province: '广东省',
      province_id: 440000,
      city: '深圳市',
      city_id: 440300,
      district: '南山区',
      district_id: 440305,
      street: '粤海街道',
      street_id: 440305007000,
    });
    expect(addressRegionColumns(chainOf(441900))).toMatchObject({ city: '东莞市', district: '', district_id: 0, street: '' });
  });
});

describe('tree builder on a hand-made source', () => {
  it('drops rows whose parent is unknown instead of inventing one', () => {
    const tree = buildRegionTree({
      provinces: [{ code: '130000', name: '河北省', province: '13' }],
      cities: [{ code: '130100', name: '石家庄市', province: '13', city: '01' }],
      areas: [
        { code: '130102', name: '长安区', province: '13', city: '01', area: '02' },
        { code: '139902', name: '无主区', province: '13', city: '99', area: '02' },
      ],
      towns: [
        { code: '130102', name: '建北街道', province: '13', city: '01', area: '02', town: '001000' },
        { code: '139902', name: '无主街道', province: '13', city: '99', area: '02', town: '001000' },
      ],
    });
    expect([...tree.byId.keys()]).toEqual([130000, 130100, 130102, 130102001000]);
  });
});

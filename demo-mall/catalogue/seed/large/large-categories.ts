// The large seed's category tree: the small seed's tops, each middle category in five series (通用, 工业级, …) and,
// under each, every leaf template in eight variants (its name modifiers, then generic grades): 2,000+ leaves.
import { assetUrl } from '../../../core/pictures.ts';
import type { Category } from '../../catalogue-types.ts';
import { CATEGORY_TREE, type LeafTemplate } from '../category-data.ts';

const MID_SERIES = ['', '工业级', '商用', '经济型', '进口'];
const GENERIC_GRADES = ['标准型', '加厚型', '重载型', '精品', '耐用型', '通用'];
const LEAF_VARIANTS = 8;

export interface LargeLeaf {
  leaf: Category;
  template: LeafTemplate;
  mid: Category;
  top: Category;
}

function leafNames(template: LeafTemplate): string[] {
  const names = [template.name, ...template.mods.map((mod) => `${mod}${template.name}`)];
  for (const grade of GENERIC_GRADES) names.push(`${grade}${template.name}`);
  return [...new Set(names)].slice(0, LEAF_VARIANTS);
}

export function buildLargeCategories(): { categories: Category[]; leaves: LargeLeaf[] } {
  const categories: Category[] = [];
  const leaves: LargeLeaf[] = [];
  let midSeq = 0;
  let leafSeq = 0;
  CATEGORY_TREE.forEach((topTemplate, ti) => {
    const topId = ti + 1;
    const top: Category = {
      store_category_id: topId,
      pid: 0,
      cate_name: topTemplate.name,
      level: 1,
      path: [topId],
      sort: 100 - ti,
      pic: assetUrl('category', topId),
      is_show: 1,
      is_hot: ti < 4 ? 1 : 0,
    };
    categories.push(top);
    let midIndex = 0;
    for (const series of MID_SERIES) {
      for (const midTemplate of topTemplate.mids) {
        midSeq += 1;
        const midId = 100 + midSeq;
        const mid: Category = {
          store_category_id: midId,
          pid: topId,
          cate_name: `${series}${midTemplate.name}`,
          level: 2,
          path: [topId, midId],
          sort: 50 - midIndex,
          pic: assetUrl('category', midId),
          is_show: 1,
          is_hot: 0,
        };
        midIndex += 1;
        categories.push(mid);
        let leafIndex = 0;
        for (const template of midTemplate.leaves) {
          for (const name of leafNames(template)) {
            leafSeq += 1;
            const leafId = 10000 + leafSeq;
            const leaf: Category = {
              store_category_id: leafId,
              pid: midId,
              cate_name: name,
              level: 3,
              path: [topId, midId, leafId],
              sort: 50 - leafIndex,
              pic: assetUrl('category', leafId),
              is_show: 1,
              is_hot: series === '' && name === template.name && leafIndex < 1 ? 1 : 0,
            };
            leafIndex += 1;
            categories.push(leaf);
            leaves.push({ leaf, template, mid, top });
          }
        }
      }
    }
  });
  return { categories, leaves };
}

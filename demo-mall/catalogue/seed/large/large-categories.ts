// The large seed's category tree: the small seed's tops, each middle category in five series (通用, 工业级, …) and,
// under each, every leaf template in eight variants (its name modifiers, then generic grades): 2,000+ leaves.
import type { Category } from '../../catalogue-types.ts';
import { CATEGORY_TREE, type LeafTemplate } from '../category-data.ts';
import { categoryNode } from '../seed-shapes.ts';

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
    const top = categoryNode([topId], topTemplate.name, 100 - ti, ti < 4 ? 1 : 0);
    categories.push(top);
    let midIndex = 0;
    for (const series of MID_SERIES) {
      for (const midTemplate of topTemplate.mids) {
        midSeq += 1;
        const midId = 100 + midSeq;
        const mid = categoryNode([topId, midId], `${series}${midTemplate.name}`, 50 - midIndex, 0);
        midIndex += 1;
        categories.push(mid);
        let leafIndex = 0;
        for (const template of midTemplate.leaves) {
          for (const name of leafNames(template)) {
            leafSeq += 1;
            const leafId = 10000 + leafSeq;
            const hot = series === '' && name === template.name && leafIndex < 1;
            const leaf = categoryNode([topId, midId, leafId], name, 50 - leafIndex, hot ? 1 : 0);
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

// The region tree, built on first use (reading ~6 MB of JSON costs a fraction of a second, so a demo mall
// that never shows an address form never pays it), and the questions the address forms ask of it.
import { readDivisionSource } from './region-source.ts';
import { buildRegionTree, type RegionNode, type RegionTree } from './region-tree.ts';

export const REGION_MESSAGES = {
  wrongChain: '请选择正确的收货地址',
  notLeaf: '请手动选择所在地区',
} as const;

export interface RegionLoadStats {
  nodes: number;
  loadMs: number;
}

let tree: RegionTree | null = null;
let stats: RegionLoadStats | null = null;

function regionTree(): RegionTree {
  if (!tree) {
    const started = performance.now();
    tree = buildRegionTree(readDivisionSource());
    stats = { nodes: tree.byId.size, loadMs: Math.round(performance.now() - started) };
  }
  return tree;
}

/** How long the first use took and how many places it holds; null until then. */
export function regionLoadStats(): RegionLoadStats | null {
  return stats;
}

/** GET /api/v2/system/city/lst/:pid: the children of `pid` (0 for the provinces), by code; [] when none. */
export function cityList(pid: number): RegionNode[] {
  return (regionTree().children.get(pid) ?? []).map((node) => ({ ...node }));
}

export function regionById(id: number): RegionNode | null {
  const node = regionTree().byId.get(id);
  return node ? { ...node } : null;
}

/** The places from the province down to `id`, inclusive; [] for an unknown id. */
export function regionPath(id: number): RegionNode[] {
  const { byId } = regionTree();
  const path: RegionNode[] = [];
  for (let node = byId.get(id); node; node = byId.get(node.parent_id)) path.unshift({ ...node });
  return path;
}

export interface ChosenRegion {
  id: number;
  name: string;
}

/**
 * Checks the cascader's choice (address `area`): it must be exactly the path from a province down to
 * a place with no further subdivision, with the names the tree gives. Returns the message, or null.
 */
export function regionChainProblem(chain: readonly ChosenRegion[]): string | null {
  const last = chain.at(-1);
  if (!last) return REGION_MESSAGES.wrongChain;
  const path = regionPath(last.id);
  const same =
    path.length === chain.length && path.every((node, index) => node.id === chain[index]?.id && node.name === chain[index]?.name);
  if (!same) return REGION_MESSAGES.wrongChain;
  return path[path.length - 1]?.snum === 0 ? null : REGION_MESSAGES.notLeaf;
}

/** The address row's region columns for a checked chain; levels the place does not have stay empty. */
export function addressRegionColumns(chain: readonly ChosenRegion[]) {
  const at = (index: number) => chain[index] ?? { id: 0, name: '' };
  return {
    province: at(0).name,
    province_id: at(0).id,
    city: at(1).name,
    city_id: at(1).id,
    district: at(2).name,
    district_id: at(2).id,
    street: at(3).name,
    street_id: at(3).id,
  };
}

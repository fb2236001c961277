// The 省 / 市 / 区 / 街道 cascader: one list per level, each filled from GET /api/v2/system/city/lst/:pid
// once the level above is chosen. Choosing a level drops the levels below it.
import { useEffect, useState } from 'react';
import type { RegionChoice } from './address-form.ts';
import { regionsOf, type RegionNode } from './address-api.ts';
import { Options } from '../ui/FormFields.tsx';

const LEVELS = ['省份', '城市', '区县', '街道'] as const;

export interface RegionCascaderProps {
  value: readonly RegionChoice[];
  onChange: (value: RegionChoice[]) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** The parent ids whose children are listed: 0 (provinces), then every chosen place that has children. */
function parentIds(value: readonly RegionChoice[]): number[] {
  const ids = [0];
  for (const step of value) {
    if (step.leaf || ids.length >= LEVELS.length) break;
    ids.push(step.id);
  }
  return ids;
}

export function RegionCascader({ value, onChange, invalid, describedBy }: RegionCascaderProps) {
  const [lists, setLists] = useState<Record<number, RegionNode[]>>({});
  const parents = parentIds(value);
  const wanted = parents.join(',');

  useEffect(() => {
    let alive = true;
    for (const parentId of wanted.split(',').map(Number)) {
      regionsOf(parentId)
        .then((nodes) => {
          if (alive) setLists((current) => (current[parentId] === nodes ? current : { ...current, [parentId]: nodes }));
        })
        .catch(() => undefined);
    }
    return () => {
      alive = false;
    };
  }, [wanted]);

  const choose = (level: number, id: number) => {
    const nodes = lists[parents[level] ?? -1] ?? [];
    const node = nodes.find((candidate) => candidate.id === id);
    const kept = value.slice(0, level);
    onChange(node ? [...kept, { id: node.id, name: node.name, leaf: node.snum === 0 }] : kept);
  };

  return (
    <fieldset className="region-cascader" aria-describedby={describedBy}>
      <legend className="visually-hidden">所在地区</legend>
      {parents.map((parentId, level) => {
        const nodes = lists[parentId];
        const label = LEVELS[level] ?? '';
        const chosen = value[level];
        // An edited address shows its saved place before its list arrives.
        const options = nodes ?? (chosen ? [{ id: chosen.id, name: chosen.name, parent_id: parentId, level, snum: 0 }] : []);
        return (
          <select
            key={parentId}
            className="region-select"
            aria-label={label}
            aria-invalid={invalid && !chosen ? true : undefined}
            value={chosen ? String(chosen.id) : ''}
            disabled={!nodes && !chosen}
            onChange={(event) => choose(level, Number(event.target.value))}
          >
            <option value="">{`请选择${label}`}</option>
            <Options choices={options.map((node) => ({ value: String(node.id), label: node.name }))} />
          </select>
        );
      })}
    </fieldset>
  );
}

// The actions on one unit of the tree (docs/company-api.md §13.1): 添加下级, 重命名, 移动, 负责人, 停用/启用. Each
// asks one thing in a dialog and posts it; the mall's refusals (depth, same name, members or open orders when
// disabling) come back as toasts.
import type { OneField } from './OneFieldDialog.tsx';
import { membersOf, type OrgUnit, unitChoices } from './org-view.ts';
import { postAndReload } from './post-and-reload.ts';

export function unitFields(unit: OrgUnit, units: OrgUnit[]): { key: string; label: string; field: OneField }[] {
  const parents = unitChoices(units.filter((u) => u.id !== unit.id && !u.disabled));
  const people = [
    { value: '0', label: '不设负责人' },
    ...membersOf(units).map((m) => ({ value: String(m.uid), label: `${m.nickname}（${m.roleName}）` })),
  ];
  const fields = [
    {
      key: 'add',
      label: '添加下级',
      field: {
        title: `在「${unit.name}」下添加部门`,
        label: '部门名称',
        initial: '',
        save: (name: string) => postAndReload('/api/company/org/create', { parent_id: unit.id, name }),
      },
    },
    {
      key: 'rename',
      label: '重命名',
      field: {
        title: '重命名部门',
        label: '部门名称',
        initial: unit.name,
        save: (name: string) => postAndReload(`/api/company/org/update/${unit.id}`, { name }),
      },
    },
    {
      key: 'head',
      label: '负责人',
      field: {
        title: `「${unit.name}」负责人`,
        label: '负责人',
        initial: String(unit.headUid),
        options: people,
        save: (uid: string) => postAndReload(`/api/company/org/head/${unit.id}`, { uid: Number(uid) }),
      },
    },
  ];
  if (unit.parentId === 0) return fields;
  return [
    ...fields,
    {
      key: 'move',
      label: '移动',
      field: {
        title: `移动「${unit.name}」`,
        label: '上级部门',
        initial: String(unit.parentId),
        options: parents,
        save: (parent: string) => postAndReload(`/api/company/org/move/${unit.id}`, { parent_id: Number(parent) }),
      },
    },
  ];
}

// 批量管理 on 我的收藏: whether the cards are being managed and which are picked, kept together because 完成 and a
// removal both end with nothing picked.
import { useState } from 'react';
import { toggled } from './collect-view.ts';

export interface BatchPicking {
  managing: boolean;
  selected: number[];
  setSelected: (ids: number[]) => void;
  toggle: (id: number) => void;
  start: () => void;
  finish: () => void;
}

export function useBatchPicking(): BatchPicking {
  const [managing, setManaging] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  return {
    managing,
    selected,
    setSelected,
    toggle: (id) => setSelected((now) => toggled(now, id)),
    start: () => setManaging(true),
    finish: () => {
      setManaging(false);
      setSelected([]);
    },
  };
}

// The unit panel's data (docs/company-api.md §13.6): read when the panel opens and again after each change.
import { useCallback, useEffect, useState } from 'react';
import { loadUnitData, type UnitData } from './unit-data-api.ts';

export type UnitDataState = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; data: UnitData };

export function useUnitData(unitId: number) {
  const [state, setState] = useState<UnitDataState>({ kind: 'loading' });
  const reload = useCallback(async () => {
    try {
      setState({ kind: 'ready', data: await loadUnitData(unitId) });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : '加载失败' });
    }
  }, [unitId]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { state, reload };
}

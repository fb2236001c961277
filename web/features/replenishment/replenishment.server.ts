// Server-side read of /user/replenishment 定期采购 (docs/user-centre.md): the schedules the member manages, each
// with its latest runs (GET …/runs/:id, read together), so the history is in the HTML.
import type { PageContextServer } from 'vike/types';
import { readSection, type Section } from '#web/api/page-section.server.ts';
import { type ScheduleView, toSchedules } from './replenishment-view.ts';
import { RUNS_SHOWN, toRunHistory } from './run-history-view.ts';

export function loadSchedules(pageContext: PageContextServer): Promise<Section<ScheduleView[]>> {
  return readSection(pageContext, async () => {
    const schedules = toSchedules(await pageContext.mall.get<{ list?: unknown }>('/api/company/replenishment/lst'));
    const histories = await Promise.all(
      schedules.map(async (s) =>
        // a history that cannot be read leaves the schedule listed without it
        toRunHistory(await pageContext.mall.getOr(`/api/company/replenishment/runs/${s.id}`, null, { limit: RUNS_SHOWN })),
      ),
    );
    return schedules.map((schedule, i) => ({ ...schedule, history: histories[i] ?? { count: 0, runs: [] } }));
  });
}

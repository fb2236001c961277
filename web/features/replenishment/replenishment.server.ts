// Server-side read of /user/replenishment 定期采购 (docs/user-centre.md): the schedules the member manages.
import type { PageContextServer } from 'vike/types';
import { readSection, type Section } from '#web/api/page-section.server.ts';
import { type ScheduleView, toSchedules } from './replenishment-view.ts';

export function loadSchedules(pageContext: PageContextServer): Promise<Section<ScheduleView[]>> {
  return readSection(pageContext, async () =>
    toSchedules(await pageContext.mall.get<{ list?: unknown }>('/api/company/replenishment/lst')),
  );
}

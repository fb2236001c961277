// 取消收藏 / 取消关注, one or several at once, through the BFF (docs/mall-api.md §3.9).
import { apiPost } from '../../api/bff-client.ts';

export function dropRelations(type: number, ids: readonly number[]): Promise<unknown> {
  if (ids.length === 1) return apiPost('/api/user/relation/delete', { type, type_id: ids[0] });
  return apiPost('/api/user/relation/batch/delete', { type, type_id: ids });
}

// 开放接口's audit (docs/company-api.md §17.3): every call an API client made, newest first, one page at a time as
// the mall pages it (10 a page). Refusals are shown as such, with the mall's message.
import { useCallback, useEffect, useState } from 'react';
import { Pagination } from '../browse/Pagination.tsx';
import { ColumnHeads } from '../ui/ColumnHeads.tsx';
import { AUDIT_PAGE_SIZE, type AuditView, openClientApi } from './open-client-api.ts';

type Loaded = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; count: number; list: AuditView[] };

/** The parent keys it by its clients' version, so a change reads the first page again. */
export function AuditLog() {
  const [page, setPage] = useState(1);
  const [state, setState] = useState<Loaded>({ kind: 'loading' });

  const load = useCallback(async (wanted: number) => {
    try {
      const found = await openClientApi.audit(wanted);
      setState({ kind: 'ready', ...found });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error && error.message ? error.message : '加载失败' });
    }
  }, []);
  useEffect(() => {
    void load(page);
  }, [load, page]);

  if (state.kind === 'loading') return <p className="cm-note">调用记录加载中…</p>;
  if (state.kind === 'failed') return <p className="cm-reason">调用记录加载失败：{state.message}</p>;
  return (
    <>
      <table className="pr-table wh-table oc-audit">
        <caption>调用记录（共 {state.count} 条）</caption>
        <ColumnHeads columns={['时间', '客户端', '请求', '结果', '来源 IP']} />
        <tbody>
          {state.list.length === 0 ? (
            <tr>
              <td colSpan={5}>暂无调用记录</td>
            </tr>
          ) : (
            state.list.map((row) => (
              <tr key={row.id} data-audit-id={row.id}>
                <td>{row.created_at}</td>
                <td>{row.name}</td>
                <td className="wh-url">
                  {row.method} {row.path}
                </td>
                <td className={row.status === 200 ? 'oc-ok' : 'oc-refused'}>
                  {row.status === 200 ? '成功' : `${row.status} ${row.message}`}
                </td>
                <td>{row.ip || '—'}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <Pagination page={page} total={state.count} limit={AUDIT_PAGE_SIZE} hrefFor={() => '#open-client-audit'} onPick={setPage} />
    </>
  );
}

// /user/company 消息推送 (docs/company-api.md §14.2–14.3): a 管理员's webhook endpoints for 企业微信/钉钉 bots or the
// company's own systems — add, edit, delete — and the latest deliveries with their state, attempts and last
// error, each with 重新发送. Shown only to a role with webhooks.manage; the mall refuses the calls to others too.
import { useCallback, useEffect, useState } from 'react';
import { MEMBER_EVENT_KINDS, isMemberEventKind } from '#shared/company/member-event-kinds.ts';
import { appActions } from '#web/state/app-state.ts';
import { type DeliveryView, type EndpointForm, type EndpointView, webhookApi } from './webhook-api.ts';
import { WebhookForm } from './WebhookForm.tsx';
import '../ui/form-row.css';
import './inbox.css';
import { ColumnHeads } from '../ui/ColumnHeads.tsx';
import { TitledSection } from '#web/features/ui/TitledSection.tsx';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; endpoints: EndpointView[]; deliveries: DeliveryView[] };
const failure = (error: unknown) => (error instanceof Error && error.message ? error.message : '操作失败');
const kindNames = (kinds: string[]) => kinds.map((kind) => (isMemberEventKind(kind) ? MEMBER_EVENT_KINDS[kind].label : kind)).join('、');

export function WebhookSection() {
  const [state, setState] = useState<Loaded>({ kind: 'loading' });
  const [editing, setEditing] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      const [endpoints, deliveries] = await Promise.all([webhookApi.endpoints(), webhookApi.deliveries()]);
      setState({ kind: 'ready', endpoints, deliveries });
    } catch (error) {
      setState({ kind: 'failed', message: failure(error) });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  /** Runs a change, toasts the mall's answer and reads everything again; false when refused. */
  const act = async (call: () => Promise<string>): Promise<boolean> => {
    try {
      appActions.toast(await call(), 'success');
      await load();
      return true;
    } catch (error) {
      appActions.toast(failure(error));
      return false;
    }
  };

  return (
    <TitledSection className="wh-section" headingId="wh-section-title" heading="消息推送" headingClassName="pr-section-title">
      <p className="cm-note">
        将企业消息推送到企业微信、钉钉机器人或贵司系统：每条消息以 JSON 格式 POST 到推送地址，并用签名密钥做 HMAC-SHA256
        签名；推送失败会在一天内自动重试。
      </p>
      <WebhookForm initial={{ url: '', secret: '', kinds: [] }} editing={false} onSubmit={(form) => act(() => webhookApi.create(form))} />
      {state.kind === 'loading' ? <p className="cm-note">加载中…</p> : null}
      {state.kind === 'failed' ? <p className="cm-reason">消息推送加载失败：{state.message}</p> : null}
      {state.kind === 'ready' ? (
        <>
          <EndpointTable endpoints={state.endpoints} editing={editing} onEdit={setEditing} act={act} />
          <DeliveryLog deliveries={state.deliveries} act={act} />
        </>
      ) : null}
    </TitledSection>
  );
}

function EndpointTable(props: {
  endpoints: EndpointView[];
  editing: number | null;
  onEdit: (id: number | null) => void;
  act: (call: () => Promise<string>) => Promise<boolean>;
}) {
  const { endpoints, editing, onEdit, act } = props;
  if (endpoints.length === 0) return <p className="cm-note">暂无推送地址</p>;
  const save = async (id: number, form: EndpointForm) => {
    const done = await act(() => webhookApi.update(id, form));
    if (done) onEdit(null);
    return done;
  };
  return (
    <table className="pr-table wh-table">
      <caption>推送地址</caption>
      <ColumnHeads columns={['推送地址', '消息类型', '签名密钥', '操作']} />
      <tbody>
        {endpoints.map((row) =>
          editing === row.id ? (
            <tr key={row.id}>
              <td colSpan={4}>
                <WebhookForm
                  initial={{ url: row.url, secret: '', kinds: row.kinds }}
                  editing
                  onSubmit={(form) => save(row.id, form)}
                  onCancel={() => onEdit(null)}
                />
              </td>
            </tr>
          ) : (
            <tr key={row.id} data-endpoint-id={row.id}>
              <td className="wh-url">{row.url}</td>
              <td>{kindNames(row.kinds)}</td>
              <td>{row.secret_hint}</td>
              <td className="pr-actions">
                <button type="button" className="btn-ghost" onClick={() => onEdit(row.id)}>
                  编辑
                </button>
                <button type="button" className="btn-ghost" onClick={() => void act(() => webhookApi.remove(row.id))}>
                  删除
                </button>
              </td>
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
}

function DeliveryLog({ deliveries, act }: { deliveries: DeliveryView[]; act: (call: () => Promise<string>) => Promise<boolean> }) {
  return (
    <table className="pr-table wh-table">
      <caption>最近推送记录</caption>
      <ColumnHeads columns={['时间', '消息', '状态', '次数', '最近错误', '操作']} />
      <tbody>
        {deliveries.length === 0 ? (
          <tr>
            <td colSpan={6}>暂无推送记录</td>
          </tr>
        ) : (
          deliveries.map((row) => (
            <tr key={row.id} data-delivery-id={row.id}>
              <td>{row.update_time}</td>
              <td>
                {row.kind_name}：{row.text}
              </td>
              <td className={`wh-state is-${row.state}`}>{row.state_name}</td>
              <td>{row.attempts}</td>
              <td>{row.last_error || '—'}</td>
              <td>
                <button type="button" className="btn-ghost" onClick={() => void act(() => webhookApi.resend(row.id))}>
                  重新发送
                </button>
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

// 消息推送's add/edit form (docs/company-api.md §14.2): the URL, the signing secret (editing may leave it empty to
// keep the saved one) and the event kinds as checkboxes from the one kind table. A refused form keeps what was typed.
import { type FormEvent, useState } from 'react';
import { MEMBER_EVENT_KIND_KEYS, MEMBER_EVENT_KINDS, WEBHOOK_LIMITS } from '#shared/company/member-event-kinds.ts';
import { useBusy } from '../ui/use-busy.ts';
import type { EndpointForm } from './webhook-api.ts';

export function WebhookForm({
  initial,
  editing,
  onSubmit,
  onCancel,
}: {
  initial: EndpointForm;
  editing: boolean;
  onSubmit: (form: EndpointForm) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [url, setUrl] = useState(initial.url);
  const [secret, setSecret] = useState('');
  const [kinds, setKinds] = useState<string[]>(initial.kinds);
  const { busy, run } = useBusy();
  const toggle = (kind: string) => setKinds((now) => (now.includes(kind) ? now.filter((k) => k !== kind) : [...now, kind]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await run(() => onSubmit({ url: url.trim(), secret, kinds }));
    if (done && !editing) {
      setUrl('');
      setSecret('');
      setKinds([]);
    }
  };

  return (
    <form className="wh-form" onSubmit={(event) => void submit(event)}>
      <label>
        推送地址
        <input type="url" value={url} maxLength={WEBHOOK_LIMITS.urlMax} placeholder="https://" onChange={(e) => setUrl(e.target.value)} />
      </label>
      <label>
        签名密钥
        <input
          type="password"
          autoComplete="new-password"
          value={secret}
          maxLength={WEBHOOK_LIMITS.secretMax}
          placeholder={editing ? '留空则不修改' : `至少${WEBHOOK_LIMITS.secretMin}位`}
          onChange={(e) => setSecret(e.target.value)}
        />
      </label>
      <fieldset className="wh-kinds">
        <legend>推送的消息类型</legend>
        {MEMBER_EVENT_KIND_KEYS.map((kind) => (
          <label key={kind}>
            <input type="checkbox" checked={kinds.includes(kind)} onChange={() => toggle(kind)} />
            {MEMBER_EVENT_KINDS[kind].label}
          </label>
        ))}
      </fieldset>
      <div className="wh-form-actions">
        <button type="submit" className="btn-primary" disabled={busy}>
          {editing ? '保存' : '添加推送地址'}
        </button>
        {onCancel ? (
          <button type="button" className="btn-ghost" onClick={onCancel}>
            取消
          </button>
        ) : null}
      </div>
    </form>
  );
}

// 收货与账期 on 企业信息 (docs/company-api.md §11.1): the days after delivery before an order is accepted
// automatically and the days after acceptance a credit payment falls due. A 管理员 edits them; others read them.
// A change applies to orders accepted afterwards.
import { useEffect, useState } from 'react';
import { ACCEPTANCE_MESSAGES, TERM_DAYS_MAX, TERM_DAYS_MIN } from '#shared/company/acceptance-rules.ts';
import { apiGet, apiPostWithMessage, withToast } from '#web/api/bff-client.ts';
import { appActions } from '#web/state/app-state.ts';
import { useBusy } from '../ui/use-busy.ts';
import './acceptance.css';

interface Terms {
  accept_days: number;
  credit_days: number;
}

/** The two day fields, each a sentence around its number. */
const DAY_FIELDS = [
  { key: 'accept_days', before: '送达后', after: '天未验收，自动全部验收', label: '自动验收天数' },
  { key: 'credit_days', before: '验收后', after: '天账期到期', label: '账期天数' },
] as const;

const valid = (days: number) => Number.isInteger(days) && days >= TERM_DAYS_MIN && days <= TERM_DAYS_MAX;

export function CompanyTerms({ canEdit }: { canEdit: boolean }) {
  const [terms, setTerms] = useState<Terms | null>(null);
  const { busy: saving, run } = useBusy();
  useEffect(() => {
    void apiGet<Terms>('/api/company/terms')
      .then(setTerms)
      .catch(() => undefined);
  }, []);
  if (!terms) return null;

  async function save(current: Terms) {
    if (!valid(current.accept_days) || !valid(current.credit_days)) {
      appActions.toast(ACCEPTANCE_MESSAGES.termsInvalid);
      return;
    }
    const answer = await run(() => withToast(apiPostWithMessage<Terms>('/api/company/terms', current)));
    if (answer) appActions.toast(answer.message, 'success');
  }

  return (
    <section className="acc-panel company-terms" aria-label="收货与账期">
      <h2 className="acc-title">收货与账期</h2>
      <p className="acc-note">修改只影响此后验收的订单，已验收订单的到期日不变。</p>
      {DAY_FIELDS.map(({ key, before, after, label }) => (
        <label key={key}>
          {before}
          <input
            type="number"
            min={TERM_DAYS_MIN}
            max={TERM_DAYS_MAX}
            value={terms[key]}
            disabled={!canEdit}
            aria-label={label}
            onChange={(event) => setTerms({ ...terms, [key]: Number(event.target.value) })}
          />
          {after}
        </label>
      ))}
      {canEdit ? (
        <button type="button" className="cf-button" disabled={saving} onClick={() => void save(terms)}>
          {saving ? '保存中…' : '保存'}
        </button>
      ) : null}
    </section>
  );
}

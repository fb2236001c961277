// /recharge-remittance 线下汇款充值 (docs/user-centre.md): the platform's receiving account with copy buttons, the
// company's permanent 汇款识别码 (to be written in every transfer's 附言; the same on every visit), and the form: amount, payer account
// name and bank, transfer date, up to 3 voucher pictures (the upload endpoint, with previews and removal) and a
// note, checked with the shared schema before sending. A refusal keeps what was typed; 提交 is off while sending
// (and the form's 汇款单号 makes a second submit answer the same record); success goes to 汇款管理.
import { type FormEvent, useEffect, useState } from 'react';
import { navigate } from 'vike/client/router';
import { REMITTANCE_VOUCHERS_MAX } from '#shared/company/finance-rules.ts';
import { appActions } from '#web/state/app-state.ts';
import { useBusy } from '../ui/use-busy.ts';
import { UPLOADS_PENDING_MESSAGE, useImageUploads } from '../upload/use-image-uploads.ts';
import { createRemittance } from './finance-api.ts';
import { type ReceivingAccount, REMITTANCES_PATH } from './finance-view.ts';
import { RechargeAccount } from './RechargeAccount.tsx';
import { RemittanceRows } from './RemittanceRows.tsx';
import {
  checkRemittance,
  EMPTY_REMITTANCE_FIELDS,
  type RemittanceField,
  type RemittanceFields,
  remittanceBody,
} from './remittance-form.ts';
import '../ui/form-row.css';
import './company-finance.css';

export function RechargeScreen({
  code,
  remittanceNo,
  account,
  today,
}: {
  code: string;
  remittanceNo: string;
  account: ReceivingAccount;
  today: string;
}) {
  const [fields, setFields] = useState<RemittanceFields>(EMPTY_REMITTANCE_FIELDS);
  const [error, setError] = useState<{ field: RemittanceField; message: string } | null>(null);
  const { busy, run } = useBusy();
  const uploads = useImageUploads({ max: REMITTANCE_VOUCHERS_MAX, tooMany: `汇款凭证最多上传 ${REMITTANCE_VOUCHERS_MAX} 张` });

  // a picture added or removed answers a complaint about the vouchers
  const voucherCount = uploads.items.length;
  useEffect(() => {
    if (voucherCount >= 0) setError((old) => (old?.field === 'vouchers' ? null : old));
  }, [voucherCount]);

  const set = (key: keyof RemittanceFields, value: string) => {
    setFields((old) => ({ ...old, [key]: value }));
    if (error?.field === key) setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (uploads.pending > 0) return appActions.toast(UPLOADS_PENDING_MESSAGE);
    const checked = checkRemittance(remittanceBody(remittanceNo, fields, uploads.paths));
    if (!checked.ok) {
      setError({ field: checked.field, message: checked.message });
      appActions.toast(checked.message);
      return;
    }
    await run(async () => {
      try {
        const { message } = await createRemittance(checked.value);
        appActions.toast(message || '提交成功', 'success');
        await navigate(REMITTANCES_PATH);
      } catch (failure) {
        appActions.toast(failure instanceof Error ? failure.message : '提交失败');
      }
    });
  };

  return (
    <section className="cf-recharge">
      <h1>线下汇款充值</h1>
      <RechargeAccount account={account} code={code} />
      <form className="cf-section cf-form" onSubmit={(event) => void submit(event)} noValidate aria-label="汇款信息">
        <h2>填写汇款信息</h2>
        {error?.field === 'remittanceNo' ? (
          <p className="form-row-error" role="alert">
            {error.message}
          </p>
        ) : null}
        <RemittanceRows fields={fields} error={error} uploads={uploads} today={today} set={set} />
        <div className="cf-form-actions">
          <button type="submit" className="cf-button" disabled={busy}>
            {busy ? '提交中…' : '提交'}
          </button>
          <a href={REMITTANCES_PATH}>查看汇款记录</a>
        </div>
      </form>
    </section>
  );
}

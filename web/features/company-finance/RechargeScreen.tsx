// /recharge-remittance 线下汇款充值 (docs/user-centre.md): the platform's receiving account with copy buttons, the
// company's permanent 汇款识别码 (to be written in every transfer's 附言; the same on every visit), and the form: amount, payer account
// name and bank, transfer date, up to 3 voucher pictures (the upload endpoint, with previews and removal) and a
// note, checked with the shared schema before sending. A refusal keeps what was typed; 提交 is off while sending
// (and the form's 汇款单号 makes a second submit answer the same record); success goes to 汇款管理.
import { useEffect, useRef, useState } from 'react';
import { navigate } from 'vike/client/router';
import { REMITTANCE_VOUCHERS_MAX } from '#shared/schemas/company-finance-schemas.ts';
import { appActions } from '#web/state/app-state.ts';
import { errorIdOf, FormRow } from '../ui/FormRow.tsx';
import { ImageTiles } from '../upload/ImageTiles.tsx';
import { UPLOADS_PENDING_MESSAGE, useImageUploads } from '../upload/use-image-uploads.ts';
import { CopyButton } from './CopyButton.tsx';
import { createRemittance } from './finance-api.ts';
import { type ReceivingAccount, REMITTANCES_PATH } from './finance-view.ts';
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
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const uploads = useImageUploads({ max: REMITTANCE_VOUCHERS_MAX, tooMany: `汇款凭证最多上传 ${REMITTANCE_VOUCHERS_MAX} 张` });

  // a picture added or removed answers a complaint about the vouchers
  const voucherCount = uploads.items.length;
  useEffect(() => {
    if (voucherCount >= 0) setError((old) => (old?.field === 'vouchers' ? null : old));
  }, [voucherCount]);

  const set = (key: keyof RemittanceFields) => (event: { target: { value: string } }) => {
    setFields((old) => ({ ...old, [key]: event.target.value }));
    if (error?.field === key) setError(null);
  };
  const errorOf = (field: RemittanceField) => (error?.field === field ? error.message : undefined);
  const described = (field: RemittanceField, id: string) => (error?.field === field ? errorIdOf(id) : undefined);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (sendingRef.current) return;
    if (uploads.pending > 0) return appActions.toast(UPLOADS_PENDING_MESSAGE);
    const checked = checkRemittance(remittanceBody(remittanceNo, fields, uploads.paths));
    if (!checked.ok) {
      setError({ field: checked.field, message: checked.message });
      appActions.toast(checked.message);
      return;
    }
    sendingRef.current = true;
    setSending(true);
    try {
      const { message } = await createRemittance(checked.value);
      appActions.toast(message || '提交成功', 'success');
      await navigate(REMITTANCES_PATH);
      return;
    } catch (failure) {
      appActions.toast(failure instanceof Error ? failure.message : '提交失败');
    }
    sendingRef.current = false;
    setSending(false);
  };

  return (
    <section className="cf-recharge">
      <h1>线下汇款充值</h1>
      <div className="cf-section">
        <h2>平台收款账户</h2>
        <dl className="cf-bank">
          <dt>户名</dt>
          <dd>
            <span data-testid="bank-account-name">{account.accountName}</span>
            <CopyButton text={account.accountName} label="户名" />
          </dd>
          <dt>开户行</dt>
          <dd>
            <span>{account.bankName}</span>
            <CopyButton text={account.bankName} label="开户行" />
          </dd>
          <dt>账号</dt>
          <dd>
            <span data-testid="bank-account-no">{account.accountNo}</span>
            <CopyButton text={account.accountNo} label="账号" />
          </dd>
        </dl>
      </div>
      <div className="cf-section">
        <h2>汇款识别码</h2>
        <div className="cf-code-box">
          <span className="cf-code" data-testid="remittance-code">
            {code}
          </span>
          <CopyButton text={code} label="汇款识别码" />
        </div>
        <p className="cf-code-hint">这是贵公司固定的汇款识别码，每次转账都请填写在银行转账的“附言/备注”中，平台凭此识别码核对到账。</p>
      </div>
      <form className="cf-section cf-form" onSubmit={(event) => void submit(event)} noValidate aria-label="汇款信息">
        <h2>填写汇款信息</h2>
        {error?.field === 'remittanceNo' ? (
          <p className="form-row-error" role="alert">
            {error.message}
          </p>
        ) : null}
        <FormRow id="rm-amount" label="汇款金额" required error={errorOf('amount')}>
          <input
            id="rm-amount"
            inputMode="decimal"
            placeholder="请输入汇款金额（元）"
            value={fields.amount}
            onChange={set('amount')}
            aria-describedby={described('amount', 'rm-amount')}
          />
        </FormRow>
        <FormRow id="rm-payer" label="付款户名" required error={errorOf('payerName')}>
          <input
            id="rm-payer"
            placeholder="付款账户的户名"
            value={fields.payerName}
            onChange={set('payerName')}
            aria-describedby={described('payerName', 'rm-payer')}
          />
        </FormRow>
        <FormRow id="rm-bank" label="付款银行" required error={errorOf('payerBank')}>
          <input
            id="rm-bank"
            placeholder="付款账户的开户银行"
            value={fields.payerBank}
            onChange={set('payerBank')}
            aria-describedby={described('payerBank', 'rm-bank')}
          />
        </FormRow>
        <FormRow id="rm-date" label="汇款日期" required error={errorOf('transferDate')}>
          <input
            id="rm-date"
            type="date"
            max={today}
            value={fields.transferDate}
            onChange={set('transferDate')}
            aria-describedby={described('transferDate', 'rm-date')}
          />
        </FormRow>
        <FormRow id="rm-vouchers" label={`汇款凭证(最多${REMITTANCE_VOUCHERS_MAX}张)`} required error={errorOf('vouchers')}>
          <ImageTiles
            uploads={uploads}
            noun="汇款凭证"
            inputId="rm-vouchers"
            inputLabel="上传汇款凭证"
            describedBy={described('vouchers', 'rm-vouchers')}
          />
        </FormRow>
        <FormRow id="rm-mark" label="备注" error={errorOf('mark')}>
          <textarea
            id="rm-mark"
            placeholder="选填，最多 200 字"
            value={fields.mark}
            onChange={set('mark')}
            aria-describedby={described('mark', 'rm-mark')}
          />
        </FormRow>
        <div className="cf-form-actions">
          <button type="submit" className="cf-button" disabled={sending}>
            {sending ? '提交中…' : '提交'}
          </button>
          <a href={REMITTANCES_PATH}>查看汇款记录</a>
        </div>
      </form>
    </section>
  );
}

// The top of 线下汇款充值: the platform's receiving account and the company's 汇款识别码, each with copy buttons.
import { CopyButton } from './CopyButton.tsx';
import type { ReceivingAccount } from './finance-view.ts';

export function RechargeAccount({ account, code }: { account: ReceivingAccount; code: string }) {
  return (
    <>
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
    </>
  );
}

// The one place a client secret is ever shown (docs/company-api.md §17, docs/adr/0105): after 创建 or 重置密钥,
// in this dialog, with a copy button and the warning that it will not be shown again. It lives only in this
// dialog's props; closing the dialog drops it. Neither a click on the backdrop nor Escape closes it by accident.
import { useState } from 'react';
import { Dialog } from '../ui/Dialog.tsx';
import type { ShownSecret } from './open-client-api.ts';

export function SecretDialog({ shown, onClose }: { shown: ShownSecret; onClose: () => void }) {
  const [copied, setCopied] = useState<'' | 'done' | 'failed'>('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown.secret);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Dialog
      open
      title={shown.rotated ? '密钥已重置' : '客户端已创建'}
      onClose={onClose}
      closeOnBackdrop={false}
      closeOnEscape={false}
      className="oc-secret-dialog"
    >
      <p className="oc-warning" role="alert">
        客户端密钥只显示这一次：请立即复制并妥善保存到贵司系统中。关闭本窗口后将无法再次查看；如有遗失，只能重置密钥。
        {shown.rotated ? '原密钥及其已签发的令牌已立即失效。' : ''}
      </p>
      <dl className="oc-credentials">
        <dt>客户端名称</dt>
        <dd>{shown.name}</dd>
        <dt>客户端 ID（client_id）</dt>
        <dd>
          <code>{shown.clientId}</code>
        </dd>
        <dt>客户端密钥（client_secret）</dt>
        <dd>
          <code className="oc-secret" data-testid="open-client-secret">
            {shown.secret}
          </code>
        </dd>
      </dl>
      <div className="oc-dialog-actions">
        <button type="button" className="btn-primary" onClick={() => void copy()}>
          复制密钥
        </button>
        <span className="oc-copied" aria-live="polite">
          {copied === 'done' ? '已复制到剪贴板' : copied === 'failed' ? '复制失败，请手动选中复制' : ''}
        </span>
        <button type="button" className="btn-ghost" onClick={onClose}>
          我已保存，关闭
        </button>
      </div>
    </Dialog>
  );
}

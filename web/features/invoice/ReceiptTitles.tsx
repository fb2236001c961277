// 抬头管理 on /user/invoice_list: the saved invoice titles (the default first), 添加抬头, 编辑, 设为默认 and 删除 (the
// mall refuses to delete the default: 默认项不可删除). Order confirmation offers these titles for one-click reuse.
// Under 企业 the titles are the company's (its tax number and bank): a role without invoiceTitles.manage reads them.
import { lazy, Suspense, useState } from 'react';
import { reload } from 'vike/client/router';
import { appActions } from '../../state/app-state.ts';
import { useCompanyPermission } from '../company-members/use-company-permission.ts';
import { useOrderAction } from '../order/use-order-action.tsx';
import { deleteReceiptTitle, makeDefaultTitle } from './receipt-title-api.ts';
import { type ReceiptTitle, titleKindText, titleTypeText } from './receipt-title.ts';

// the title form opens on 添加/编辑: loaded then, keeping /user/invoice_list within the route budget
const ReceiptTitleDialog = lazy(() => import('./ReceiptTitleDialog.tsx').then((module) => ({ default: module.ReceiptTitleDialog })));

async function run(work: () => Promise<string>) {
  try {
    appActions.toast(await work(), 'success');
    await reload();
  } catch (error) {
    appActions.toast(error instanceof Error ? error.message : '操作失败');
  }
}

export function ReceiptTitles({ titles }: { titles: ReceiptTitle[] }) {
  const [editing, setEditing] = useState<{ title: ReceiptTitle | null } | null>(null);
  const action = useOrderAction();
  const { confirmBox } = action;
  const canEdit = useCompanyPermission('invoiceTitles.manage');
  return (
    <section className="receipt-titles" aria-labelledby="receipt-titles-heading">
      <div className="receipt-titles-head">
        <h2 id="receipt-titles-heading">抬头管理</h2>
        {canEdit ? (
          <button type="button" className="btn-primary" onClick={() => setEditing({ title: null })}>
            添加抬头
          </button>
        ) : (
          <p className="receipt-titles-note">企业的发票抬头由企业管理员维护，您的企业角色只能查看。</p>
        )}
      </div>
      {titles.length === 0 ? (
        <p className="receipt-titles-empty">暂无发票抬头，添加后下单时可一键选用。</p>
      ) : (
        <table className="invoice-table">
          <thead>
            <tr>
              <th>发票抬头</th>
              <th>发票类型</th>
              <th>抬头类型</th>
              <th>单位税号</th>
              {canEdit && <th>操作</th>}
            </tr>
          </thead>
          <tbody>
            {titles.map((title) => (
              <TitleRow key={title.user_receipt_id} title={title} canEdit={canEdit} action={action} onEdit={() => setEditing({ title })} />
            ))}
          </tbody>
        </table>
      )}
      {editing ? (
        <Suspense fallback={null}>
          <ReceiptTitleDialog
            editing={editing}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              void reload();
            }}
          />
        </Suspense>
      ) : null}
      {confirmBox}
    </section>
  );
}

/** One title with, for those who may change them, 编辑, 设为默认 and 删除 (after a confirmation). */
function TitleRow({
  title,
  canEdit,
  action,
  onEdit,
}: {
  title: ReceiptTitle;
  canEdit: boolean;
  action: ReturnType<typeof useOrderAction>;
  onEdit: () => void;
}) {
  const { busy, perform, ask } = action;
  return (
    <tr>
      <td>
        {title.receipt_title}
        {title.is_default === 1 && <span className="receipt-default">默认</span>}
      </td>
      <td>{titleKindText(title)}</td>
      <td>{titleTypeText(title)}</td>
      <td>{title.duty_paragraph || '—'}</td>
      {canEdit && (
        <td className="invoice-ops">
          <button type="button" className="link-btn" onClick={() => onEdit()}>
            编辑
          </button>
          {title.is_default !== 1 && (
            <button
              type="button"
              className="link-btn"
              disabled={busy}
              onClick={() => void perform(() => run(() => makeDefaultTitle(title.user_receipt_id)))}
            >
              设为默认
            </button>
          )}
          <button
            type="button"
            className="link-btn"
            onClick={() =>
              ask({
                title: '删除抬头',
                text: '确定删除该发票抬头吗？',
                run: () => run(() => deleteReceiptTitle(title.user_receipt_id)),
              })
            }
          >
            删除
          </button>
        </td>
      )}
    </tr>
  );
}

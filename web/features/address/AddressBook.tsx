// /user/address_list (docs/screens.md a.11): the buyer's addresses as cards, the default first and marked 默认;
// 设为默认地址, 修改 and 删除 on each (the default cannot be deleted: the mall's 默认地址不能删除), and 添加新地址 with
// the same dialog and region cascader as order confirmation. Under 企业 the addresses are the company's: a role
// without addresses.manage reads them only.
import { useState } from 'react';
import { reload } from 'vike/client/router';
import { apiPostWithMessage } from '../../api/bff-client.ts';
import { appActions } from '../../state/app-state.ts';
import { Empty } from '../browse/Empty.tsx';
import { useCompanyPermission } from '../company-members/use-company-permission.ts';
import { useOrderAction } from '../order/use-order-action.tsx';
import { AddressDialog } from './AddressDialog.tsx';
import type { AddressView } from './address-form.ts';
import './address.css';

export const DEFAULT_UNDELETABLE = '默认地址不能删除';

async function post(path: string): Promise<boolean> {
  try {
    const { message } = await apiPostWithMessage(path);
    appActions.toast(message, 'success');
    await reload();
    return true;
  } catch (error) {
    appActions.toast(error instanceof Error ? error.message : '操作失败');
    return false;
  }
}

export function AddressBook({ addresses }: { addresses: AddressView[] }) {
  const [dialog, setDialog] = useState<{ editing: AddressView | null } | null>(null);
  const { busy, perform, ask, confirmBox } = useOrderAction();
  const canEdit = useCompanyPermission('addresses.manage');

  const remove = (address: AddressView) => {
    if (address.isDefault) {
      appActions.toast(DEFAULT_UNDELETABLE);
      return;
    }
    ask({ title: '删除地址', text: '确定删除该地址吗？', run: () => post(`/api/user/address/delete/${address.id}`) });
  };

  return (
    <div className="address-book">
      <div className="address-book-bar">
        {canEdit ? (
          <button type="button" className="btn-primary" onClick={() => setDialog({ editing: null })}>
            添加新地址
          </button>
        ) : (
          <p className="address-book-note">这些是企业的收货地址，您的企业角色只能查看；如需修改，请联系企业管理员或采购员。</p>
        )}
      </div>
      {addresses.length === 0 ? (
        <Empty text="暂无收货地址" />
      ) : (
        <ul className="address-book-grid">
          {addresses.map((address) => (
            <li key={address.id} className={`address-book-card${address.isDefault ? ' is-default' : ''}`}>
              <p className="address-book-name">
                {address.name} <span>{address.phone}</span>
                {address.isDefault && <span className="address-book-tag">默认</span>}
              </p>
              <p className="address-book-text">
                {address.region} {address.detail}
              </p>
              {canEdit && (
                <div className="address-book-actions">
                  {!address.isDefault && (
                    <button
                      type="button"
                      className="link-btn"
                      disabled={busy}
                      onClick={() => void perform(() => post(`/api/user/address/update/${address.id}`))}
                    >
                      设为默认地址
                    </button>
                  )}
                  <button type="button" className="link-btn" onClick={() => setDialog({ editing: address })}>
                    修改
                  </button>
                  <button type="button" className="link-btn" onClick={() => remove(address)}>
                    删除
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <AddressDialog
        open={dialog !== null}
        editing={dialog?.editing ?? null}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          void reload();
        }}
      />
      {confirmBox}
    </div>
  );
}

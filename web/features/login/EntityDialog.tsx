// 请选择采购主体 (500px): the company or the personal identity; the last choice is marked '(上次登录)'.
// It cannot be dismissed by clicking outside (or Escape): a choice is needed to continue.
import { useEffect, useState } from 'react';
import { toAccountEntity, type AccountEntity } from '#shared/constants.ts';
import { LOCAL_KEYS, readLocal } from '../../state/local-store.ts';
import { useAppState } from '../../state/app-state.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { chooseEntity } from './finish-login.ts';

export const ENTITY_DIALOG_TITLE = '请选择采购主体';

export function EntityDialog() {
  const { entityDialogOpen, companyAccount } = useAppState();
  const [last, setLast] = useState<AccountEntity | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!entityDialogOpen) return;
    const stored = readLocal(LOCAL_KEYS.lastEntity);
    setLast(stored ? toAccountEntity(stored) : null);
  }, [entityDialogOpen]);

  const pick = async (entity: AccountEntity) => {
    setBusy(true);
    await chooseEntity(entity);
    setBusy(false);
  };

  const options: { entity: AccountEntity; label: string }[] = [
    { entity: 'COMPANY', label: companyAccount?.user.name || '企业账号' },
    { entity: 'PERSONAL', label: '使用个人身份' },
  ];

  return (
    <Dialog open={entityDialogOpen} title={ENTITY_DIALOG_TITLE} closeOnBackdrop={false} closeOnEscape={false} showClose={false}>
      <ul className="entity-options">
        {options.map((option) => (
          <li key={option.entity}>
            <button type="button" className="entity-option" disabled={busy} onClick={() => void pick(option.entity)}>
              <span className="entity-option-icon" aria-hidden="true">
                {option.entity === 'COMPANY' ? '企' : '个'}
              </span>
              <span className="entity-option-name">{option.label}</span>
              {last === option.entity ? <span className="entity-last">(上次登录)</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

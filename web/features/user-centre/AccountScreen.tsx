// /user 账户管理 (docs/screens.md a.11): 我的信息 (头像, 昵称, ID, 手机号 with 修改) and 我的密码 (修改密码), and 退出登录.
import { useState } from 'react';
import { authApi } from '#web/api/auth-api.ts';
import { withToast } from '#web/api/bff-client.ts';
import { appActions } from '#web/state/app-state.ts';
import { AvatarPicker } from './AvatarPicker.tsx';
import { NicknameField } from './NicknameField.tsx';
import { PasswordDialog } from './PasswordDialog.tsx';
import { PhoneDialog } from './PhoneDialog.tsx';
import type { ProfileView } from './profile-view.ts';
import './user-centre.css';
import { TitledSection } from '#web/features/ui/TitledSection.tsx';

export function AccountScreen({ profile }: { profile: ProfileView }) {
  const [dialog, setDialog] = useState<'phone' | 'password' | null>(null);
  const logout = async () => {
    await withToast(authApi.logout());
    appActions.clearSession();
    window.location.assign('/');
  };

  return (
    <div className="uc-account">
      <TitledSection className="uc-panel" headingId="uc-info-title" heading="我的信息" headingClassName="uc-panel-title">
        <AvatarPicker avatar={profile.avatar} />
        <dl className="uc-fields">
          <dt>昵称</dt>
          <dd>
            <NicknameField nickname={profile.nickname} />
          </dd>
          <dt>ID</dt>
          <dd data-testid="uc-uid">{profile.uid}</dd>
          <dt>手机号</dt>
          <dd>
            <span className="uc-value">
              <span data-testid="uc-phone">{profile.phone}</span>
              <button type="button" className="uc-link-button" onClick={() => setDialog('phone')}>
                修改
              </button>
            </span>
          </dd>
        </dl>
      </TitledSection>
      <TitledSection className="uc-panel" headingId="uc-password-title" heading="我的密码" headingClassName="uc-panel-title">
        <p className="uc-value">
          <span>已设置登录密码</span>
          <button type="button" className="uc-link-button" onClick={() => setDialog('password')}>
            修改密码
          </button>
        </p>
      </TitledSection>
      <button type="button" className="uc-button uc-logout" onClick={() => void logout()}>
        退出登录
      </button>
      {dialog === 'phone' ? <PhoneDialog onClose={() => setDialog(null)} /> : null}
      {dialog === 'password' ? <PasswordDialog phone={profile.phone} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}

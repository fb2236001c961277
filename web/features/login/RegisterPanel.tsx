// Panel 5: register with phone, SMS code, password and the park company (zone). Success closes the
// modal and leaves panel 2 selected for the next opening.
import { useEffect, useState } from 'react';
import { agreementProblem, registerProblem } from '#shared/auth-rules.ts';
import { authApi, type ZoneOption } from '../../api/auth-api.ts';
import { appActions } from '../../state/app-state.ts';
import { Agreement } from './Agreement.tsx';
import { LoginForm } from './LoginForm.tsx';
import { PhoneCodeFields, usePhoneCode } from './PhoneCodeFields.tsx';
import { NewPasswordInput } from './NewPasswordInput.tsx';
import { messageOr, usePanelSubmit } from './use-panel-submit.ts';
import { Options } from '../ui/FormFields.tsx';

export const ZONES_MISSING_MESSAGE = '暂时无法读取园区公司列表，注册暂不可用，请稍后再试或联系平台客服';

export function RegisterPanel() {
  const typed = usePhoneCode();
  const [pwd, setPwd] = useState('');
  const [zone, setZone] = useState('');
  const [zones, setZones] = useState<ZoneOption[]>([]);
  // A backend without the park list (stock CRMEB has no /api/config/group/zone_config) cannot take a
  // registration the storefront accepts, so the form says so where the list would be.
  const [zonesMissing, setZonesMissing] = useState(false);
  const [agreed, setAgreed] = useState(false);

  useEffect(() => {
    authApi.zones().then(
      (list) => setZones(Array.isArray(list) ? list : []),
      () => {
        setZones([]);
        setZonesMissing(true);
      },
    );
  }, []);

  const form = usePanelSubmit({
    validate: () => registerProblem({ phone: typed.phone, sms_code: typed.code, pwd, zone_id: zone }) ?? agreementProblem(agreed),
    run: async () => {
      await authApi.register({ phone: typed.phone.trim(), sms_code: typed.code.trim(), pwd, zone_id: zone });
      appActions.toast('注册成功，请登录', 'success');
      appActions.closeLogin();
      appActions.setLoginPanel(2);
    },
    failureMessage: messageOr('注册失败'),
  });

  return (
    <LoginForm form={form} submitLabel="注册">
      <PhoneCodeFields fields={typed} codeType="register" agreed={agreed} onInvalid={form.setError} />
      <NewPasswordInput label="请输入8-16位字母加数字加特殊字符组合密码" value={pwd} onChange={setPwd} />
      <label className="login-field">
        <span className="visually-hidden">所属园区公司</span>
        <select className="login-input login-select" value={zone} onChange={(e) => setZone(e.target.value)}>
          <option value="">请选择所属园区公司</option>
          <Options choices={zones.map((zone) => ({ value: String(zone.group_data_id), label: zone.zone_name }))} />
        </select>
      </label>
      {zonesMissing ? (
        <p className="login-error" role="status">
          {ZONES_MISSING_MESSAGE}
        </p>
      ) : null}
      <Agreement checked={agreed} onChange={setAgreed} />
    </LoginForm>
  );
}

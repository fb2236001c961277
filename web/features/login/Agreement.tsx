// The agreement checkbox with links to the user agreement and the privacy policy.
export function Agreement({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="login-agreement">
      <label>
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
        <span>我已阅读并同意</span>
      </label>
      <a href="/privacy_agreement?type=sys_user_agree" target="_blank" rel="noopener">
        《用户协议》
      </a>
      <span>与</span>
      <a href="/privacy_agreement?type=sys_userr_privacy" target="_blank" rel="noopener">
        《隐私政策》
      </a>
    </div>
  );
}

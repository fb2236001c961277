// What a company finance page shows when the mall refuses the visitor's membership (no company, a disabled
// membership, or a role without finance.manage): the mall's own words, never an empty list.
import '../user-centre/user-centre.css';
import './company-finance.css';

export function CompanyRefused({ text }: { text: string }) {
  return (
    <div className="cf-refused" role="status">
      <p>{text}</p>
      <p className="uc-hint">财务管理、汇款管理和线下汇款充值由企业的管理员或财务使用。</p>
    </div>
  );
}

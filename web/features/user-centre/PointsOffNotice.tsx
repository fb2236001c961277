// /user/integral when the mall has points off (积分功能未开启): a plain notice in place of the figures and ledger.
import { POINTS_OFF_MESSAGE } from './purse-view.ts';
import './user-centre.css';

export function PointsOffNotice() {
  return (
    <p className="uc-notice" role="status">
      {POINTS_OFF_MESSAGE}，暂无积分可查看。
    </p>
  );
}

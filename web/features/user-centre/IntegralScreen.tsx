// /user/integral 我的积分 (docs/screens.md a.11): 当前积分, 累计积分, 累计消费, 冻结积分, the next clearing date,
// 分值明细 (10 a page) and the 积分说明 dialog with the mall's points rule.
import { useState } from 'react';
import { Dialog } from '../ui/Dialog.tsx';
import { integralHref } from './ledger-view.ts';
import { Figures } from './Figures.tsx';
import { LedgerTable } from './LedgerTable.tsx';
import type { IntegralView } from './purse-view.ts';
import '../browse/browse.css';
import './user-centre.css';

export function IntegralScreen({ page, points, ruleHtml }: { page: number; points: IntegralView; ruleHtml: string }) {
  const [ruleOpen, setRuleOpen] = useState(false);
  const figures = [
    { label: '当前积分', value: points.integral },
    { label: '累计积分', value: points.totalGain },
    { label: '累计消费', value: points.deduction },
    { label: '冻结积分', value: points.locked },
  ];
  return (
    <div className="uc-integral">
      <Figures figures={figures} />
      <p className="uc-clear">
        {points.clearDay ? <span>{`${points.clearDay}将清零${points.clearPoints}积分`}</span> : <span>积分暂无清零计划</span>}
        <button type="button" className="uc-link-button" onClick={() => setRuleOpen(true)}>
          积分说明
        </button>
      </p>
      <h2 className="uc-panel-title">分值明细</h2>
      <LedgerTable ledger={points.ledger} page={page} amountLabel="积分" emptyText="暂无积分明细" hrefFor={integralHref} />
      <Dialog open={ruleOpen} title="积分说明" onClose={() => setRuleOpen(false)} className="uc-dialog">
        {/* sanitised on the server (rich-html.server.ts) */}
        <div className="rich-html uc-rule" dangerouslySetInnerHTML={{ __html: ruleHtml || '<p>暂无积分说明</p>' }} />
      </Dialog>
    </div>
  );
}

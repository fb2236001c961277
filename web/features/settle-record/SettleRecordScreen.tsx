// /user/settle_record (docs/screens.md a.11): the buyer's 商户入驻 applications, newest first, 10 per page: 商户名称,
// 提交时间, the state (审核未通过 with its reason), 查看 (a detail dialog), 编辑 / 重新提交 (the settlement form in edit
// mode), and once approved the merchant login address and account with 复制 buttons.
import { useState } from 'react';
import { Empty } from '../browse/Empty.tsx';
import { Pagination } from '../browse/Pagination.tsx';
import { CopyButton } from '../logistics/CopyButton.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { INITIAL_PASSWORD_NOTE, SETTLE_RECORD_PATH, SETTLE_RECORDS_PER_PAGE, type SettleRecord } from './settle-record-view.ts';
import './settle-record.css';
import { DetailPairs } from '../ui/DetailPairs.tsx';

export function SettleRecordScreen({ page, total, records }: { page: number; total: number; records: SettleRecord[] }) {
  const [shown, setShown] = useState<SettleRecord | null>(null);
  return (
    <div className="settle-record-page">
      {records.length === 0 ? (
        <Empty text="暂无入驻记录" />
      ) : (
        <ul className="settle-records">
          {records.map((record) => (
            <li key={record.id} className="settle-record">
              <div className="settle-record-head">
                <strong>{record.merName}</strong>
                <span
                  className={`settle-state settle-state-${record.status === '审核通过' ? 'ok' : record.status === '待审核' ? 'wait' : 'fail'}`}
                >
                  {record.status}
                </span>
              </div>
              <p className="settle-record-line">提交时间：{record.submitted}</p>
              {record.reason && <p className="settle-record-reason">原因：{record.reason}</p>}
              {record.account && (
                <div className="settle-account">
                  <p>
                    登录地址：<span>{record.account.loginUrl}</span>
                    <CopyButton text={record.account.loginUrl} label="复制登录地址" />
                  </p>
                  <p>
                    商户账号：<span>{record.account.account}</span>
                    <CopyButton text={record.account.account} label="复制商户账号" />
                  </p>
                  <p className="settle-record-line">{INITIAL_PASSWORD_NOTE}</p>
                </div>
              )}
              <div className="settle-record-actions">
                <button type="button" className="link-btn" onClick={() => setShown(record)}>
                  查看
                </button>
                {record.editHref && (
                  <a className="link-btn" href={record.editHref}>
                    {record.editLabel}
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        total={total}
        limit={SETTLE_RECORDS_PER_PAGE}
        hrefFor={(n) => (n > 1 ? `${SETTLE_RECORD_PATH}?page=${n}` : SETTLE_RECORD_PATH)}
      />
      <Dialog open={shown !== null} title="入驻申请详情" onClose={() => setShown(null)} className="settle-detail">
        <DetailPairs className="settle-detail-list" pairs={shown?.detail ?? []} />
        {shown && shown.images.length > 0 && (
          <div className="settle-detail-images">
            {shown.images.map((src, index) => (
              <img key={src} src={src} alt={`资质图片${index + 1}`} />
            ))}
          </div>
        )}
      </Dialog>
    </div>
  );
}

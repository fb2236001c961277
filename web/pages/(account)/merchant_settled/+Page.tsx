import { useState } from 'react';
import { useData } from 'vike-react/useData';
import { loginHref } from '#shared/route-links.ts';
import { Breadcrumb } from '#web/features/browse/Breadcrumb.tsx';
import type { RawIntention } from '#web/features/settle-record/settle-record-view.ts';
import type { Data } from './+data.ts';
import { SettledForm } from './SettledForm.tsx';
import './settled.css';

const STATUS = ['待审核', '审核通过', '审核未通过'];

function Status({ row }: { row: RawIntention }) {
  return (
    <div className="settled-status" role="status">
      <div className={`settled-status-mark${row.status === 2 ? ' is-failed' : ''}`}>{row.status === 2 ? '✕' : '✓'}</div>
      <h2>{row.status === 0 ? '您的入驻申请已提交，请等待平台审核' : `入驻申请${STATUS[row.status] ?? ''}`}</h2>
      <p className="muted">
        商户名称：{row.mer_name} · 提交时间：{row.create_time} · 状态：{STATUS[row.status] ?? '待审核'}
      </p>
      {row.fail_msg ? <p className="settled-status-reason">原因：{row.fail_msg}</p> : null}
      <a className="btn-outline" href="/user/settle_record">
        查看入驻记录
      </a>
    </div>
  );
}

export default function Page() {
  const data = useData<Data>();
  const [submitted, setSubmitted] = useState<RawIntention | null>(
    !data.editing && data.latest && data.latest.status !== 2 ? data.latest : null,
  );
  return (
    <div className="merchant-settled">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '商户入驻' }]} />
      <div className="panel">
        <h1 className="listing-heading">{data.editing ? '编辑入驻申请' : '商户入驻申请'}</h1>
        {data.editing?.status === 2 && !submitted && data.editing.fail_msg ? (
          <p className="settled-status-reason">审核未通过原因：{data.editing.fail_msg}</p>
        ) : null}
        {!data.loggedIn ? (
          <p>
            请先{' '}
            <a className="btn-primary-sm" href={loginHref('/merchant_settled')}>
              登录
            </a>{' '}
            后再提交入驻申请。
          </p>
        ) : submitted ? (
          <Status row={submitted} />
        ) : (
          <SettledForm
            data={data}
            onSubmitted={(input) =>
              setSubmitted({
                mer_intention_id: 0,
                mer_name: input.mer_name,
                name: input.name,
                phone: input.phone,
                status: 0,
                create_time: new Date().toLocaleString('zh-CN'),
              })
            }
          />
        )}
      </div>
    </div>
  );
}

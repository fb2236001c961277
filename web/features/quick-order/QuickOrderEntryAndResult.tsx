// The two halves of /quick_order (QuickOrderScreen.tsx): where the codes go in (the text, 检查, the file upload and
// the template), and the checked rows with the summary, 全部加入购物车 and 申请报价.
import { yuan } from '#shared/money.ts';
import { ROUTES } from '#shared/routes.ts';
import { quickRowsToQuote, RequestQuote } from '../quotes/index.ts';
import { TEMPLATE_URL } from './quick-order-api.ts';
import { isOk, summaryOf } from './quick-order-rows.ts';
import { QuickOrderTable } from './QuickOrderTable.tsx';
import type { useQuickOrder } from './use-quick-order.ts';

type QuickOrder = ReturnType<typeof useQuickOrder>;

const PLACEHOLDER = '每行一个商品：型号或商品条码，数量（用制表符、逗号或空格分隔）\n例如：\nDL00012\t5\n6900012345678, 10';

export function QuickOrderEntry({ order }: { order: QuickOrder }) {
  const { text, setText, busy, fileInput, checkText, upload } = order;
  return (
    <section className="qo-entry" aria-label="录入商品">
      <label className="qo-label" htmlFor="quick-order-text">
        粘贴编码和数量
      </label>
      <textarea
        id="quick-order-text"
        className="qo-textarea"
        rows={8}
        value={text}
        placeholder={PLACEHOLDER}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <div className="qo-actions">
        <button type="button" className="btn-primary qo-check" disabled={busy !== null} onClick={checkText}>
          {busy === 'check' ? '检查中…' : '检查'}
        </button>
        <label className={`btn-ghost qo-upload${busy !== null ? ' is-disabled' : ''}`}>
          {busy === 'upload' ? '读取中…' : '上传文件（.xlsx / .csv）'}
          <input
            ref={fileInput}
            type="file"
            accept=".xlsx,.csv"
            className="qo-file"
            disabled={busy !== null}
            onChange={(event) => upload(event.currentTarget.files?.[0])}
          />
        </label>
        <a className="qo-template" href={TEMPLATE_URL} download>
          下载模板
        </a>
      </div>
    </section>
  );
}

export function QuickOrderResult({ order }: { order: QuickOrder }) {
  const { rows, busy, added, edit, remove, addAll } = order;
  const summary = summaryOf(rows);
  const checked = rows.length > 0 && rows.every((row) => row.checked !== null);
  return (
    <section className="qo-result" aria-label="检查结果">
      <QuickOrderTable rows={rows} disabled={busy !== null} onEdit={edit} onDelete={remove} />
      <div className="qo-footer">
        <p className="qo-summary" data-testid="quick-order-summary" aria-live="polite">
          {checked ? (
            <>
              <strong>{summary.okCount}</strong> 行可加入，<strong className="qo-bad">{summary.badCount}</strong> 行有问题，合计{' '}
              <strong className="qo-total">{yuan(summary.total)}</strong>
            </>
          ) : (
            '尚未检查'
          )}
        </p>
        {added ? (
          <p className="qo-added" role="status">
            已加入购物车 {added.pieces} 件 <a href={ROUTES.shoppingCart.path}>去购物车结算</a>
          </p>
        ) : null}
        <button
          type="button"
          className="btn-primary qo-add"
          disabled={busy !== null || added !== null || summary.okCount === 0}
          onClick={addAll}
        >
          {busy === 'add' ? '加入中…' : added ? '已加入购物车' : '全部加入购物车'}
        </button>
        <RequestQuote source="quick_order" lines={quickRowsToQuote(rows.filter(isOk))} label="可加入的行申请报价" />
      </div>
    </section>
  );
}

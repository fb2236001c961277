// The parts of /user/quotes/@id (QuoteDetailScreen.tsx): the head with the quote's facts, the current lines, the
// revisions side by side, the attachments and the messages. Each reads the quote and renders one section.
import { formatFen } from '#shared/money.ts';
import { stayDetailHref } from '../order/order-action-rules.ts';
import { offeredFen, type QuoteDetail, type QuoteLine, type QuoteRevision } from './quote-view.ts';
import { ColumnHeads } from '../ui/ColumnHeads.tsx';

const yuan = (fen: number | null) => (fen === null ? '—' : `¥${formatFen(fen)}`);

export function QuoteHead({ quote }: { quote: QuoteDetail }) {
  return (
    <header className="qt-head">
      <div>
        <span className="qt-sn">{quote.sn}</span>
        <span className={`qt-state qt-state-${quote.state}`}>{quote.stateName}</span>
      </div>
      <dl className="qt-facts">
        <dt>商家</dt>
        <dd>{quote.merName}</dd>
        <dt>询价人</dt>
        <dd>{quote.requester}</dd>
        <dt>提交时间</dt>
        <dd>{quote.createTime}</dd>
        <dt>期望交货</dt>
        <dd>{quote.deliveryDate || '—'}</dd>
        <dt>报价有效期</dt>
        <dd>{quote.validUntil ? `${quote.validUntil} 前有效` : '—'}</dd>
        <dt>报价合计</dt>
        <dd className="qt-total">{yuan(quote.quotedFen)}</dd>
        {quote.orderId ? (
          <>
            <dt>订单</dt>
            <dd>
              <a href={stayDetailHref(quote.orderId)}>{quote.state === 'accepted' ? '查看订单（待企业审批）' : '查看订单 / 去支付'}</a>
            </dd>
          </>
        ) : null}
      </dl>
    </header>
  );
}

/** The current lines; a line the merchant has not priced in this round shows the last round's price. */
export function QuoteLinesTable({ quote }: { quote: QuoteDetail }) {
  const lastQuote = [...quote.revisions].reverse().find((revision) => revision.author === 'merchant');
  return (
    <section aria-label="询价商品">
      <h2 className="qt-h2">询价商品</h2>
      <table className="uc-ledger qt-lines">
        <ColumnHeads columns={['商品', '数量', '目标单价', '报价单价', '小计', '有效期至']} />
        <tbody>
          {quote.lines.map((line) => {
            const quoted = lastQuote?.lines.find((l) => l.lineNo === line.lineNo);
            const priceFen = line.priceFen ?? quoted?.priceFen ?? null;
            return (
              <tr key={line.lineNo}>
                <td className="qt-product">
                  {line.image ? <img src={line.image} alt="" width={48} height={48} /> : null}
                  <span>
                    {line.name}
                    <span className="qt-sub">{line.sku}</span>
                  </span>
                </td>
                <td>{line.quantity}</td>
                <td>{yuan(line.targetFen)}</td>
                <td>{line.priceFen === null && quoted ? <span className="qt-sub">上版 {yuan(priceFen)}</span> : yuan(line.priceFen)}</td>
                <td>{line.priceFen === null ? '—' : yuan(line.priceFen * line.quantity)}</td>
                <td>{line.validUntil || '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function RevisionCell({ revision, line }: { revision: QuoteRevision; line: QuoteLine | undefined }) {
  if (!line) return <td>—</td>;
  const qtyChanged = line.changed.includes('quantity');
  const priceChanged = line.changed.includes('price');
  return (
    <td className="qt-rev-cell">
      <span className={qtyChanged ? 'qt-changed' : undefined} title={qtyChanged ? '数量有变化' : undefined}>
        {line.quantity} 件
      </span>
      <span className={priceChanged ? 'qt-changed' : undefined} title={priceChanged ? '价格有变化' : undefined}>
        {revision.author === 'merchant' ? '报价 ' : '目标价 '}
        {yuan(offeredFen(line))}
      </span>
      {line.validUntil ? <span className="qt-sub">有效期至 {line.validUntil}</span> : null}
    </td>
  );
}

/** Every revision as a column, what changed against the one before in red. */
export function QuoteRevisionsTable({ quote }: { quote: QuoteDetail }) {
  return (
    <section aria-label="报价记录">
      <h2 className="qt-h2">报价记录（共 {quote.revisions.length} 版，变化处标红）</h2>
      <div className="qt-rev-scroll">
        <table className="uc-ledger qt-revisions">
          <thead>
            <tr>
              <th scope="col">商品</th>
              {quote.revisions.map((revision) => (
                <th scope="col" key={revision.no}>
                  第 {revision.no} 版 · {revision.kindName}
                  <span className="qt-sub">
                    {revision.authorName} {revision.time}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line) => (
              <tr key={line.lineNo}>
                <th scope="row">
                  {line.name}
                  <span className="qt-sub">{line.sku}</span>
                </th>
                {quote.revisions.map((revision) => (
                  <RevisionCell key={revision.no} revision={revision} line={revision.lines.find((l) => l.lineNo === line.lineNo)} />
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">合计 / 说明</th>
              {quote.revisions.map((revision) => (
                <td key={revision.no}>
                  {revision.totalFen === null ? null : <strong>{yuan(revision.totalFen)}</strong>}
                  {revision.note ? <span className="qt-sub">{revision.note}</span> : null}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function QuoteAttachments({ paths }: { paths: readonly string[] }) {
  if (paths.length === 0) return null;
  return (
    <section aria-label="附件">
      <h2 className="qt-h2">附件</h2>
      <div className="qt-attachments">
        {paths.map((path, index) => (
          <a key={path} href={path} target="_blank" rel="noreferrer">
            <img src={path} alt={`附件${index + 1}`} width={72} height={72} />
          </a>
        ))}
      </div>
    </section>
  );
}

export function QuoteEvents({ events }: { events: QuoteDetail['events'] }) {
  return (
    <section aria-label="沟通记录">
      <h2 className="qt-h2">沟通记录</h2>
      <ol className="qt-events">
        {events.map((event) => (
          <li key={`${event.time}|${event.author}|${event.actionName}|${event.text}`} className={`qt-event qt-event-${event.author}`}>
            <span className="qt-event-head">
              {event.authorName || (event.author === 'merchant' ? '商家' : '买家')} · {event.actionName} · {event.time}
            </span>
            {event.text ? <span className="qt-event-text">{event.text}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

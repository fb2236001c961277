// Numbered pages as plain links (work without JavaScript; vike turns them into client navigations).
import './browse.css';

export interface PaginationProps {
  page: number;
  total: number;
  limit: number;
  /** URL of page n */
  hrefFor: (page: number) => string;
  /** called instead of navigating when set (in-page lists such as reviews) */
  onPick?: (page: number) => void;
}

function pageWindow(page: number, pages: number): (number | '…')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const items: (number | '…')[] = [1];
  const from = Math.max(2, page - 2);
  const to = Math.min(pages - 1, page + 2);
  if (from > 2) items.push('…');
  for (let n = from; n <= to; n++) items.push(n);
  if (to < pages - 1) items.push('…');
  items.push(pages);
  return items;
}

export function Pagination({ page, total, limit, hrefFor, onPick }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (total <= 0) return null;
  const link = (n: number, label: string, extra: string, aria?: string) => (
    <a
      className={`pager-btn ${extra}`}
      href={hrefFor(n)}
      aria-label={aria}
      aria-current={extra.includes('active') ? 'page' : undefined}
      onClick={
        onPick
          ? (event) => {
              event.preventDefault();
              onPick(n);
            }
          : undefined
      }
    >
      {label}
    </a>
  );
  return (
    <nav className="pager" aria-label="分页">
      <span className="pager-total">共 {total} 条</span>
      {page > 1 ? (
        link(page - 1, '‹', 'pager-prev', '上一页')
      ) : (
        <span className="pager-btn disabled" aria-hidden="true">
          ‹
        </span>
      )}
      {pageWindow(page, pages).map((item, index, items) =>
        item === '…' ? (
          // a gap is named by the page before it: there is at most one after each page
          <span key={`gap-after-${items[index - 1]}`} className="pager-gap">
            …
          </span>
        ) : (
          <span key={item}>{link(item, String(item), item === page ? 'active' : '')}</span>
        ),
      )}
      {page < pages ? (
        link(page + 1, '›', 'pager-next', '下一页')
      ) : (
        <span className="pager-btn disabled" aria-hidden="true">
          ›
        </span>
      )}
      <span className="pager-total">共 {pages} 页</span>
    </nav>
  );
}

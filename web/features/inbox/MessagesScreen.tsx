// /user/messages 消息中心 (docs/user-centre.md, docs/company-api.md §14.1): the member's messages newest first, 20 a
// page, filtered by kind (plain links, so the page works without JavaScript); unread ones stand out. 去处理 marks a
// message read and opens where to act; 全部标为已读 marks them all (a double click marks them once).
import { reload } from 'vike/client/router';
import type { MemberEventFilter } from '#shared/company/member-event-kinds.ts';
import { appActions } from '#web/state/app-state.ts';
import { Empty } from '../browse/Empty.tsx';
import { Pagination } from '../browse/Pagination.tsx';
import { TabLinks } from '../browse/TabLinks.tsx';
import { useBusy } from '../ui/use-busy.ts';
import { inboxApi } from './inbox-api.ts';
import { MESSAGE_TABS, type MessagesPage, type MessageView, messagesHref } from './inbox-view.ts';
import { MESSAGES_PAGE_SIZE } from '#shared/company/member-event-kinds.ts';
import '../browse/browse.css';
import '../ui/form-row.css';
import '../user-centre/user-centre.css';
import './inbox.css';

const failure = (error: unknown) => (error instanceof Error && error.message ? error.message : '操作失败');

export function MessagesScreen({ filter, page, messages }: { filter: MemberEventFilter | ''; page: number; messages: MessagesPage }) {
  const { busy, run } = useBusy();

  const markAll = () =>
    run(async () => {
      try {
        appActions.toast((await inboxApi.markAllRead()).message, 'success');
        await reload();
      } catch (error) {
        appActions.toast(failure(error));
      }
    });

  return (
    <div className="msg-centre">
      <div className="msg-head">
        <TabLinks label="消息类型" tabs={MESSAGE_TABS.map((tab) => ({ ...tab, href: messagesHref(tab.key) }))} active={filter} />
        <p className="msg-summary">
          未读 <strong data-testid="msg-unread">{messages.unread}</strong> 条
          <button type="button" className="btn-ghost" disabled={busy || messages.unread === 0} onClick={() => void markAll()}>
            全部标为已读
          </button>
        </p>
      </div>
      {messages.rows.length === 0 ? (
        <Empty text="暂无消息" />
      ) : (
        <ul className="msg-list">
          {messages.rows.map((row) => (
            <MessageRow key={row.id} row={row} />
          ))}
        </ul>
      )}
      <Pagination page={page} total={messages.total} limit={MESSAGES_PAGE_SIZE} hrefFor={(n) => messagesHref(filter, n)} />
    </div>
  );
}

function MessageRow({ row }: { row: MessageView }) {
  // marked read before leaving: the next page's bell already counts it; a failed mark leaves it unread
  const open = async (href: string) => {
    if (!row.read) await inboxApi.markRead([row.id]).catch(() => undefined);
    window.location.assign(href);
  };
  return (
    <li className={`msg-row${row.read ? '' : ' is-unread'}`} data-message-id={row.id}>
      <span className="msg-kind">{row.kindName}</span>
      <span className="msg-text">
        {row.read ? null : <span className="msg-dot">未读</span>}
        {row.text}
      </span>
      <time className="msg-time">{row.time}</time>
      {row.link ? (
        <a
          className="msg-act"
          href={row.link}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            void open(row.link);
          }}
        >
          去处理
        </a>
      ) : (
        <span className="msg-act" />
      )}
    </li>
  );
}

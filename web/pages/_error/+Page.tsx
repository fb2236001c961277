import { usePageContext } from 'vike-react/usePageContext';
import { abortMessage, errorText } from './error-text.ts';

export default function Page() {
  const { is404, abortStatusCode, abortReason } = usePageContext();
  const status = is404 ? 404 : (abortStatusCode ?? 500);
  const text = errorText(status, status === 500 || status === 403 ? abortMessage(abortReason) : null);
  return (
    <section className="error-page" data-status={status}>
      <p className="error-page-code" aria-hidden="true">
        {status}
      </p>
      <h1>{text.title}</h1>
      <p>{text.detail}</p>
      {status === 403 ? (
        <p className="error-page-links">
          <a className="btn-primary" href="/user">
            返回个人中心
          </a>{' '}
          <a className="error-page-home" href="/">
            返回首页
          </a>
        </p>
      ) : (
        <a className="btn-primary" href="/">
          返回首页
        </a>
      )}
    </section>
  );
}

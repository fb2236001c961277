import { usePageContext } from 'vike-react/usePageContext';
import { abortMessage, errorText } from './error-text.ts';

export default function Page() {
  const { is404, abortStatusCode, abortReason } = usePageContext();
  const status = is404 ? 404 : (abortStatusCode ?? 500);
  const text = errorText(status, status === 500 ? abortMessage(abortReason) : null);
  return (
    <section className="error-page" data-status={status}>
      <p className="error-page-code" aria-hidden="true">
        {status}
      </p>
      <h1>{text.title}</h1>
      <p>{text.detail}</p>
      <a className="btn-primary" href="/">
        返回首页
      </a>
    </section>
  );
}

import { usePageContext } from 'vike-react/usePageContext';

export default function Page() {
  const { is404, abortStatusCode } = usePageContext();
  const status = is404 ? 404 : (abortStatusCode ?? 500);
  return (
    <div className="error-page">
      <h1>{status === 404 ? '抱歉，您访问的页面出错了' : status === 500 ? '加载失败' : '错误的请求'}</h1>
      <p>{status === 404 ? '您可能输错了网址，或该网页已被删除、不存在哦' : status === 500 ? '错误的请求' : '请求错误，请检查您的配置'}</p>
      <a href="/">返回首页</a>
    </div>
  );
}

import { useData } from 'vike-react/useData';
import '#web/features/browse/news.css';
import type { Data } from './+data.ts';

export default function Page() {
  const { title, html } = useData<Data>();
  return (
    <article className="agreement">
      <h1>{title}</h1>
      <div className="rich-html" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

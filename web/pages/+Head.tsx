import { usePageContext } from 'vike-react/usePageContext';

export default function Head() {
  const { layout } = usePageContext();
  return (
    <>
      <meta name="keywords" content={layout.siteKeywords} />
      <meta name="description" content={layout.siteDescription} />
      <link rel="icon" href="data:," />
    </>
  );
}

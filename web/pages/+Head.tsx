import { usePageContext } from 'vike-react/usePageContext';

// The description is not here: it comes from the +description setting (root default, page overrides).
export default function Head() {
  const { layout } = usePageContext();
  return (
    <>
      <meta name="keywords" content={layout.siteKeywords} />
      <link rel="icon" href="data:," />
    </>
  );
}

import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { Verify } from '#web/features/captcha/Verify.tsx';

export default function Page() {
  const { urlParsed } = usePageContext();
  const captchaType = urlParsed.search.type === 'clickWord' ? 'clickWord' : 'blockPuzzle';
  const [result, setResult] = useState('');
  const [open, setOpen] = useState(true);
  return (
    <section className="placeholder-page">
      <h1>安全验证</h1>
      {open ? (
        <Verify
          captchaType={captchaType}
          mode="fixed"
          onSuccess={(verification) => setResult(verification)}
          onClose={() => setOpen(false)}
        />
      ) : (
        <p>验证框已关闭</p>
      )}
      <output className="verify-result" data-verification={result}>
        {result ? '已通过安全验证' : ''}
      </output>
    </section>
  );
}

// Image captcha (GET /api/captcha) → POST /api/store/certificate/:merId → the licence images.
import { useEffect, useState, type FormEvent } from 'react';
import { apiGet, apiPost } from '#web/api/bff-client.ts';
import './licence-gate.css';

interface ImageCaptcha {
  /** CRMEB answers the picture as `captcha`; some builds name it `image`. */
  captcha?: string;
  image?: string;
  key: string;
}

export function LicenceGate({ merId }: { merId: number }) {
  const [captcha, setCaptcha] = useState<ImageCaptcha | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [images, setImages] = useState<string[] | null>(null);
  const refresh = () => {
    setCode('');
    apiGet<ImageCaptcha>('/api/captcha')
      .then(setCaptcha)
      .catch(() => setError('验证码加载失败，请点击图片重试'));
  };
  useEffect(refresh, []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!captcha) return;
    if (!code.trim()) return setError('请输入验证码');
    try {
      const list = await apiPost<string[] | { image?: string }[]>(`/api/store/certificate/${merId}`, {
        key: captcha.key,
        code: code.trim(),
      });
      setImages((Array.isArray(list) ? list : []).map((item) => (typeof item === 'string' ? item : (item.image ?? ''))).filter(Boolean));
      setError('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '验证码输入有误');
      refresh();
    }
  };
  if (images) {
    return (
      <div className="licence-images">
        {images.length ? (
          images.map((src) => <img key={src} src={src} alt="企业营业执照" width={560} height={400} className="licence-image" />)
        ) : (
          <p className="muted">该商户未上传证书</p>
        )}
      </div>
    );
  }
  return (
    <form className="licence-gate" onSubmit={submit}>
      <input
        value={code}
        onChange={(event) => setCode(event.target.value)}
        placeholder="请输入验证码"
        aria-label="图片验证码"
        className="licence-gate-input"
      />
      {captcha ? (
        <button type="button" onClick={refresh} title="看不清？换一张" className="licence-gate-refresh">
          <img src={captcha.captcha ?? captcha.image} alt="图片验证码" width={120} height={40} data-captcha-image="" />
        </button>
      ) : (
        <span className="muted">验证码加载中…</span>
      )}
      <button type="submit" className="btn-primary-sm licence-gate-submit">
        查看营业执照
      </button>
      {error ? (
        <span role="alert" className="licence-gate-error">
          {error}
        </span>
      ) : null}
    </form>
  );
}

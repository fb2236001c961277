// Parts of the 入驻申请 form grid: a field's message, a labelled choice (商户分类, 店铺类型) and the agreement
// with its text shown on demand.
import { useState } from 'react';

export function FieldError({ message }: { message?: string }) {
  return message ? (
    <p className="field-error" role="alert">
      {message}
    </p>
  ) : null;
}

export function SettledText({
  id,
  label,
  error,
  onChange,
  type,
  placeholder,
  maxLength,
  value,
}: {
  field: string;
  id: string;
  label: string;
  type: 'text' | 'tel';
  placeholder: string;
  maxLength: number;
  error?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label className="req" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError message={error} />
    </>
  );
}

export function SettledSelect({
  id,
  label,
  value,
  options,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: { value: number; text: string; title?: string }[];
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label className="req" htmlFor={id}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{`请选择${label}`}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} title={option.title}>
            {option.text}
          </option>
        ))}
      </select>
      <FieldError message={error} />
    </>
  );
}

export function SettledAgreement({
  html,
  agreed,
  error,
  onAgreed,
}: {
  html: string;
  agreed: boolean;
  error?: string;
  onAgreed: (agreed: boolean) => void;
}) {
  const [showAgreement, setShowAgreement] = useState(false);
  return (
    <>
      <label className="settled-agree">
        <input type="checkbox" checked={agreed} onChange={(event) => onAgreed(event.target.checked)} />
        我已阅读并同意
        <button type="button" className="link-btn" onClick={() => setShowAgreement(!showAgreement)}>
          《入驻协议》
        </button>
      </label>
      <FieldError message={error} />
      {showAgreement ? (
        <div className="settled-agreement">
          <div className="rich-html" dangerouslySetInnerHTML={{ __html: html || '<p>暂无协议内容</p>' }} />
          <button
            type="button"
            className="btn-primary-sm"
            onClick={() => {
              onAgreed(true);
              setShowAgreement(false);
            }}
          >
            同意并继续
          </button>
        </div>
      ) : null}
    </>
  );
}

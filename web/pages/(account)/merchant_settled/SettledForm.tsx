// 入驻申请 form: field rules, SMS code behind the slider captcha, category and store type, up to ten
// licence pictures (uploaded one by one, sent as their paths), agreement; POST /api/intention/create,
// then the application status.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { apiPost } from '#web/api/bff-client.ts';
import { appActions } from '#web/state/app-state.ts';
import type { Data } from './+data.ts';
import { LicenceImages } from './LicenceImages.tsx';
import { SettledSmsButton } from './SettledSmsButton.tsx';
import { validateSettled, type SettledInput } from './settled-rules.ts';
import { useLicenceUploads } from './use-licence-uploads.ts';
import './settled.css';

export function SettledForm({ data, onSubmitted }: { data: Data; onSubmitted: (input: SettledInput) => void }) {
  // 编辑 / 重新提交 from 入驻记录 start from the application; the SMS code is asked again
  const editing = data.editing;
  const [input, setInput] = useState<SettledInput>({
    mer_name: editing?.mer_name ?? '',
    name: editing?.name ?? '',
    phone: editing?.phone ?? '',
    code: '',
    merchant_category_id: editing ? String(editing.merchant_category_id) : '',
    mer_type_id: editing ? String(editing.mer_type_id) : '',
    images: [],
    agreed: Boolean(editing),
  });
  const [errors, setErrors] = useState<Partial<Record<keyof SettledInput, string>>>({});
  const [showAgreement, setShowAgreement] = useState(false);
  const [busy, setBusy] = useState(false);
  const uploads = useLicenceUploads(editing?.images ?? []);
  const set = <K extends keyof SettledInput>(key: K, value: SettledInput[K]) => setInput((old) => ({ ...old, [key]: value }));
  const text = (key: 'mer_name' | 'name' | 'phone' | 'code') => ({
    value: input[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSettled({ ...input, images: uploads.paths });
    setErrors(found);
    if (Object.keys(found).length) return;
    if (uploads.pending) return appActions.toast('图片正在上传，请稍候');
    setBusy(true);
    try {
      await apiPost(editing ? `/api/intention/update/${editing.mer_intention_id}` : '/api/intention/create', {
        mer_name: input.mer_name.trim(),
        name: input.name.trim(),
        phone: input.phone.trim(),
        code: input.code.trim(),
        merchant_category_id: Number(input.merchant_category_id),
        mer_type_id: Number(input.mer_type_id),
        images: uploads.paths,
      });
      appActions.toast(editing ? '修改成功' : '提交成功', 'success');
      onSubmitted(input);
    } catch (error) {
      appActions.toast(error instanceof Error ? error.message : '提交失败');
    } finally {
      setBusy(false);
    }
  };

  const err = (key: keyof SettledInput) =>
    errors[key] ? (
      <p className="field-error" role="alert">
        {errors[key]}
      </p>
    ) : null;
  return (
    <form className="form-grid settled-form" onSubmit={submit} noValidate>
      <label className="req" htmlFor="s-mer-name">
        商户名称
      </label>
      <input id="s-mer-name" type="text" placeholder="请输入商户名称（3-15个字）" maxLength={15} {...text('mer_name')} />
      {err('mer_name')}
      <label className="req" htmlFor="s-name">
        用户姓名
      </label>
      <input id="s-name" type="text" placeholder="请输入姓名（2-5个字）" maxLength={5} {...text('name')} />
      {err('name')}
      <label className="req" htmlFor="s-phone">
        手机号
      </label>
      <input id="s-phone" type="tel" placeholder="请输入手机号" maxLength={11} {...text('phone')} />
      {err('phone')}
      <label className="req" htmlFor="s-code">
        验证码
      </label>
      <span className="settled-code-row">
        <input id="s-code" type="text" placeholder="请输入验证码" maxLength={8} className="settled-code-input" {...text('code')} />
        <SettledSmsButton phone={input.phone} onInvalid={(message) => setErrors((old) => ({ ...old, phone: message || undefined }))} />
      </span>
      {err('code')}
      <label className="req" htmlFor="s-cate">
        商户分类
      </label>
      <select id="s-cate" value={input.merchant_category_id} onChange={(event) => set('merchant_category_id', event.target.value)}>
        <option value="">请选择商户分类</option>
        {data.categories.map((c) => (
          <option key={c.merchant_category_id} value={c.merchant_category_id}>
            {c.category_name}
          </option>
        ))}
      </select>
      {err('merchant_category_id')}
      <label className="req" htmlFor="s-type">
        店铺类型
      </label>
      <select id="s-type" value={input.mer_type_id} onChange={(event) => set('mer_type_id', event.target.value)}>
        <option value="">请选择店铺类型</option>
        {data.types.map((t) => (
          <option key={t.mer_type_id} value={t.mer_type_id} title={t.type_info}>
            {t.type_name}
          </option>
        ))}
      </select>
      {err('mer_type_id')}
      <span>营业执照</span>
      <LicenceImages uploads={uploads} />
      {err('images')}
      <span />
      <label className="settled-agree">
        <input type="checkbox" checked={input.agreed} onChange={(event) => set('agreed', event.target.checked)} />
        我已阅读并同意
        <button type="button" className="link-btn" onClick={() => setShowAgreement(!showAgreement)}>
          《入驻协议》
        </button>
      </label>
      {err('agreed')}
      {showAgreement ? (
        <div className="settled-agreement">
          <div className="rich-html" dangerouslySetInnerHTML={{ __html: data.agreementHtml || '<p>暂无协议内容</p>' }} />
          <button
            type="button"
            className="btn-primary-sm"
            onClick={() => {
              set('agreed', true);
              setShowAgreement(false);
            }}
          >
            同意并继续
          </button>
        </div>
      ) : null}
      <span />
      <button type="submit" className="btn-primary-sm settled-submit" disabled={busy}>
        {editing ? '重新提交' : '提交申请'}
      </button>
    </form>
  );
}

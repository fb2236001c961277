// 入驻申请 form: field rules, SMS code behind the slider captcha, category and store type, up to ten
// licence pictures (uploaded one by one, sent as their paths), agreement; POST /api/intention/create,
// then the application status.
import { type FormEvent, useState } from 'react';
import { apiPost } from '#web/api/bff-client.ts';
import { useBusy } from '#web/features/ui/use-busy.ts';
import { appActions } from '#web/state/app-state.ts';
import type { Data } from './+data.ts';
import { LicenceImages } from './LicenceImages.tsx';
import { FieldError, SettledAgreement, SettledSelect, SettledText } from './SettledFields.tsx';
import { SettledSmsButton } from './SettledSmsButton.tsx';
import { validateSettled, type SettledInput } from './settled-rules.ts';
import { useLicenceUploads } from './use-licence-uploads.ts';
import './settled.css';

const TEXT_ROWS = [
  { field: 'mer_name', id: 's-mer-name', label: '商户名称', type: 'text', placeholder: '请输入商户名称（3-15个字）', maxLength: 15 },
  { field: 'name', id: 's-name', label: '用户姓名', type: 'text', placeholder: '请输入姓名（2-5个字）', maxLength: 5 },
  { field: 'phone', id: 's-phone', label: '手机号', type: 'tel', placeholder: '请输入手机号', maxLength: 11 },
] as const;

export function SettledForm({ data, onSubmitted }: { data: Data; onSubmitted: (input: SettledInput) => void }) {
  // 编辑 / 重新提交 from 入驻记录 start from the application; the SMS code is asked again
  const editing = data.editing;
  const [input, setInput] = useState<SettledInput>(() => startingInput(data));
  const [errors, setErrors] = useState<Partial<Record<keyof SettledInput, string>>>({});
  const { busy, run } = useBusy();
  const uploads = useLicenceUploads(editing?.images ?? []);
  const set = <K extends keyof SettledInput>(key: K, value: SettledInput[K]) => setInput((old) => ({ ...old, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSettled({ ...input, images: uploads.paths });
    setErrors(found);
    if (Object.keys(found).length) return;
    if (uploads.pending) return appActions.toast('图片正在上传，请稍候');
    await run(async () => {
      try {
        await sendSettled(data, input, uploads.paths);
        appActions.toast(editing ? '修改成功' : '提交成功', 'success');
        onSubmitted(input);
      } catch (error) {
        appActions.toast(error instanceof Error ? error.message : '提交失败');
      }
    });
  };

  return (
    <form className="form-grid settled-form" onSubmit={(event) => void submit(event)} noValidate>
      {TEXT_ROWS.map((row) => (
        <SettledText key={row.id} {...row} error={errors[row.field]} value={input[row.field]} onChange={(value) => set(row.field, value)} />
      ))}
      <label className="req" htmlFor="s-code">
        验证码
      </label>
      <span className="settled-code-row">
        <input
          id="s-code"
          type="text"
          placeholder="请输入验证码"
          maxLength={8}
          className="settled-code-input"
          value={input.code}
          onChange={(event) => set('code', event.target.value)}
        />
        <SettledSmsButton phone={input.phone} onInvalid={(message) => setErrors((old) => ({ ...old, phone: message || undefined }))} />
      </span>
      <FieldError message={errors.code} />
      <SettledChoices data={data} input={input} errors={errors} set={set} />
      <span>营业执照</span>
      <LicenceImages uploads={uploads} />
      <FieldError message={errors.images} />
      <span />
      <SettledAgreement
        html={data.agreementHtml}
        agreed={input.agreed}
        error={errors.agreed}
        onAgreed={(agreed) => set('agreed', agreed)}
      />
      <span />
      <button type="submit" className="btn-primary-sm settled-submit" disabled={busy}>
        {editing ? '重新提交' : '提交申请'}
      </button>
    </form>
  );
}

function startingInput({ editing }: Data): SettledInput {
  return {
    mer_name: editing?.mer_name ?? '',
    name: editing?.name ?? '',
    phone: editing?.phone ?? '',
    code: '',
    merchant_category_id: editing ? String(editing.merchant_category_id) : '',
    mer_type_id: editing ? String(editing.mer_type_id) : '',
    images: [],
    agreed: Boolean(editing),
  };
}

/** A new application, or the changed one from 入驻记录. */
function sendSettled({ editing }: Data, input: SettledInput, images: string[]) {
  return apiPost(editing ? `/api/intention/update/${editing.mer_intention_id}` : '/api/intention/create', {
    mer_name: input.mer_name.trim(),
    name: input.name.trim(),
    phone: input.phone.trim(),
    code: input.code.trim(),
    merchant_category_id: Number(input.merchant_category_id),
    mer_type_id: Number(input.mer_type_id),
    images,
  });
}

/** 商户分类 and 店铺类型, each chosen from the mall's list. */
function SettledChoices({
  data,
  input,
  errors,
  set,
}: {
  data: Data;
  input: SettledInput;
  errors: Partial<Record<keyof SettledInput, string>>;
  set: (key: 'merchant_category_id' | 'mer_type_id', value: string) => void;
}) {
  return (
    <>
      <SettledSelect
        id="s-cate"
        label="商户分类"
        value={input.merchant_category_id}
        options={data.categories.map((c) => ({ value: c.merchant_category_id, text: c.category_name }))}
        error={errors.merchant_category_id}
        onChange={(value) => set('merchant_category_id', value)}
      />
      <SettledSelect
        id="s-type"
        label="店铺类型"
        value={input.mer_type_id}
        options={data.types.map((t) => ({ value: t.mer_type_id, text: t.type_name, title: t.type_info }))}
        error={errors.mer_type_id}
        onChange={(value) => set('mer_type_id', value)}
      />
    </>
  );
}

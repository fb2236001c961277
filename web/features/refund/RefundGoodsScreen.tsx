// /refund_goods?id= 退回商品 (docs/screens.md a.8): 物流公司 (GET /api/common/express), 物流单号, 联系电话, 备注,
// pictures; checked with the shared schema first, then POST /api/refund/back_goods/:id. A refusal keeps the form.
import { useState } from 'react';
import { navigate } from 'vike/client/router';
import { REFUND_PICS_MAX } from '#shared/trade/refund-rules.ts';
import { errorIdOf, FormRow } from '#web/features/ui/FormRow.tsx';
import { useBusy } from '#web/features/ui/use-busy.ts';
import { ImageTiles } from '#web/features/upload/ImageTiles.tsx';
import { UPLOADS_PENDING_MESSAGE, useImageUploads } from '#web/features/upload/use-image-uploads.ts';
import { showRefusal } from '#web/features/ui/form-refusal.ts';
import { appActions } from '#web/state/app-state.ts';
import { sendBackGoods } from './refund-api.ts';
import { checkGoodsForm, type GoodsField, type GoodsForm, REFUND_TEXT_MAX, textLength } from './refund-form-rules.ts';
import { refundDetailHref } from './refund-links.ts';
import '../ui/outline-button.css';
import './refund.css';
import { TitledSection } from '#web/features/ui/TitledSection.tsx';

export interface ExpressCompany {
  label: string;
  value: string;
}

const FIELD_IDS: Record<GoodsField, string> = {
  company: 'goods-company',
  waybill: 'goods-waybill',
  phone: 'goods-phone',
  mark: 'goods-mark',
  pics: 'goods-pics',
};

/** 物流公司: the companies GET /api/common/express lists, chosen by name. */
function ExpressSelect({ companies, value, onChange }: { companies: ExpressCompany[]; value: string; onChange: (value: string) => void }) {
  return (
    <select id={FIELD_IDS.company} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">请选择物流公司</option>
      {companies.map((company) => (
        <option key={company.value} value={company.label}>
          {company.label}
        </option>
      ))}
    </select>
  );
}

export function RefundGoodsScreen({ refundId, companies, phone }: { refundId: number; companies: ExpressCompany[]; phone: string }) {
  const [form, setForm] = useState<GoodsForm>({ company: '', waybill: '', phone, mark: '' });
  const [errors, setErrors] = useState<Partial<Record<GoodsField, string>>>({});
  const { busy: sending, run } = useBusy();
  const uploads = useImageUploads({ max: REFUND_PICS_MAX, tooMany: `最多上传${REFUND_PICS_MAX}张凭证图片` });

  const set = (key: keyof GoodsForm, value: string) => {
    setForm((old) => ({ ...old, [key]: value }));
    setErrors((old) => (old[key] ? { ...old, [key]: undefined } : old));
  };

  const submit = async () => {
    const checked = checkGoodsForm(form, uploads.paths);
    if (!checked.ok) return showRefusal(checked, FIELD_IDS, setErrors);
    setErrors({});
    if (uploads.pending) return appActions.toast(UPLOADS_PENDING_MESSAGE);
    try {
      const { message } = await sendBackGoods(refundId, checked.body);
      appActions.toast(message || '提交成功', 'success');
      await navigate(refundDetailHref(refundId));
    } catch (error) {
      appActions.toast(error instanceof Error ? error.message : '提交失败');
    }
  };

  const input = (key: 'waybill' | 'phone', placeholder: string) => (
    <input
      id={FIELD_IDS[key]}
      value={form[key]}
      placeholder={placeholder}
      onChange={(event) => set(key, event.target.value)}
      aria-invalid={errors[key] ? true : undefined}
      aria-describedby={errorIdOf(FIELD_IDS[key])}
    />
  );

  return (
    <TitledSection className="refund-page" headingId="refund-goods-title" heading="退回商品" level={1} headingClassName="refund-title">
      <form
        className="refund-form"
        onSubmit={(event) => {
          event.preventDefault();
          void run(submit);
        }}
        noValidate
      >
        <FormRow id={FIELD_IDS.company} label="物流公司" error={errors.company} required>
          <ExpressSelect companies={companies} value={form.company} onChange={(value) => set('company', value)} />
        </FormRow>
        <FormRow id={FIELD_IDS.waybill} label="物流单号" error={errors.waybill} required>
          {input('waybill', '请填写物流单号')}
        </FormRow>
        <FormRow id={FIELD_IDS.phone} label="联系电话" error={errors.phone} required>
          {input('phone', '请填写联系电话')}
        </FormRow>
        <FormRow id={FIELD_IDS.mark} label="备注说明" error={errors.mark}>
          <textarea id={FIELD_IDS.mark} rows={3} value={form.mark} onChange={(event) => set('mark', event.target.value)} />
          <span className="refund-count">
            {textLength(form.mark)}/{REFUND_TEXT_MAX}
          </span>
        </FormRow>
        <FormRow id={FIELD_IDS.pics} label="上传凭证" error={errors.pics}>
          <ImageTiles uploads={uploads} noun="退货凭证" inputId={FIELD_IDS.pics} inputLabel="上传退货凭证" />
        </FormRow>
        <div className="refund-bar">
          <button type="submit" className="refund-btn is-primary" disabled={sending}>
            提交
          </button>
        </div>
      </form>
    </TitledSection>
  );
}

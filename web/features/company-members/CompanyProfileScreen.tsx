// /user/company 企业信息 (docs/user-centre.md): the profile with its verification state (待认证 / 已认证 /
// 认证失败 with the platform's reason). A 管理员 edits and resubmits it: the shared schema runs before sending,
// a refused form keeps what was typed, and every mall message is a toast. Other roles read it.
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { reload } from 'vike/client/router';
import type { CompanyProfileInput } from '#shared/company/company-member-form-rules.ts';
import { appActions } from '#web/state/app-state.ts';
import { errorIdOf, FormRow } from '../ui/FormRow.tsx';
import { checkImageFile, IMAGE_ACCEPT } from '../upload/image-file-rules.ts';
import { uploadImage } from '../upload/upload-image.ts';
import { companyMembersApi } from './company-members-api.ts';
import type { CompanyProfileView } from './company-view.ts';
import { PROFILE_FIELDS, type ProfileField, profileProblem } from './profile-form.ts';
import { StatusBadge } from './StatusBadge.tsx';
import '../user-centre/user-centre.css';
import './company-members.css';

const failure = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

function ProfileDetails({ company }: { company: CompanyProfileView }) {
  const { profile } = company;
  return (
    <dl className="cm-fields">
      {PROFILE_FIELDS.map((field) => (
        <div key={field.key} className="cm-field">
          <dt>{field.label}</dt>
          <dd>{profile[field.key] || '未填写'}</dd>
        </div>
      ))}
      <div className="cm-field">
        <dt>营业执照</dt>
        <dd>
          {profile.license_image ? (
            <a href={profile.license_image} target="_blank" rel="noopener noreferrer">
              <img className="cm-licence" src={profile.license_image} alt="营业执照" />
            </a>
          ) : (
            '未上传'
          )}
        </dd>
      </div>
    </dl>
  );
}

/** 营业执照: the picture as uploaded, and the button that uploads (again). */
function LicenceField({
  image,
  uploading,
  error,
  onPick,
}: {
  image: string;
  uploading: boolean;
  error: string | undefined;
  onPick: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <FormRow id="company-license_image" label="营业执照" error={error} required>
      <div className="cm-upload">
        {image ? <img className="cm-licence" src={image} alt="营业执照预览" /> : null}
        <label className="btn-ghost cm-upload-button">
          {uploading ? '上传中…' : image ? '重新上传' : '上传营业执照'}
          <input
            id="company-license_image"
            type="file"
            accept={IMAGE_ACCEPT}
            className="cm-file"
            onChange={onPick}
            disabled={uploading}
            aria-describedby={errorIdOf('company-license_image')}
          />
        </label>
        <span className="cm-hint">jpg/png，不超过 5MB</span>
      </div>
    </FormRow>
  );
}

/** `onClose` leaves the form: on 取消, and after a submission the mall took (the page then reads the profile again). */
function ProfileForm({ initial, onClose }: { initial: CompanyProfileInput; onClose: () => void }) {
  const [values, setValues] = useState<CompanyProfileInput>(initial);
  const [error, setError] = useState<{ field: ProfileField; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);

  const set = (key: ProfileField) => (event: ChangeEvent<HTMLInputElement>) => setValues({ ...values, [key]: event.target.value });

  const pickLicence = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      appActions.toast(problem);
      return;
    }
    setUploading(true);
    try {
      const path = await uploadImage(file);
      setValues((current) => ({ ...current, license_image: path }));
      if (error?.field === 'license_image') setError(null);
    } catch (failed) {
      appActions.toast(failure(failed, '上传失败'));
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = profileProblem(values);
    setError(problem);
    if (problem) {
      appActions.toast(problem.message);
      return;
    }
    setBusy(true);
    try {
      appActions.toast(await companyMembersApi.submitProfile(values), 'success');
      onClose();
      await reload();
    } catch (failed) {
      appActions.toast(failure(failed, '提交失败'));
    } finally {
      setBusy(false);
    }
  };

  const messageOf = (key: ProfileField) => (error?.field === key ? error.message : undefined);
  return (
    <form className="cm-form" onSubmit={submit} noValidate aria-label="修改企业信息">
      <p className="cm-note">修改后需重新提交平台审核，审核通过前认证状态为“待认证”。</p>
      {PROFILE_FIELDS.map((field) => (
        <FormRow key={field.key} id={`company-${field.key}`} label={field.label} error={messageOf(field.key)} required>
          <input
            id={`company-${field.key}`}
            className="form-input"
            value={values[field.key]}
            placeholder={field.placeholder}
            onChange={set(field.key)}
            aria-invalid={messageOf(field.key) ? true : undefined}
            aria-describedby={errorIdOf(`company-${field.key}`)}
          />
        </FormRow>
      ))}
      <LicenceField image={values.license_image} uploading={uploading} error={messageOf('license_image')} onPick={pickLicence} />
      <div className="form-actions cm-actions">
        <button type="button" className="btn-ghost" onClick={onClose}>
          取消
        </button>
        <button type="submit" className="btn-primary" disabled={busy || uploading}>
          提交审核
        </button>
      </div>
    </form>
  );
}

export function CompanyProfileScreen({ company, canEdit }: { company: CompanyProfileView; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <div className="cm-profile">
      <div className="cm-status">
        <span className="cm-status-label">认证状态</span>
        <StatusBadge state={company.state} name={company.stateName} />
        {company.submitTime ? <span className="cm-hint">提交时间 {company.submitTime}</span> : null}
        {company.state === 'verified' && company.verifyTime ? <span className="cm-hint">认证时间 {company.verifyTime}</span> : null}
      </div>
      {company.state === 'failed' ? (
        <p className="cm-reason" role="note">
          认证未通过：{company.failReason || '资料不符合要求'}。请修改后重新提交。
        </p>
      ) : null}
      {company.state === 'pending' && company.submitTime ? <p className="cm-note">资料已提交，平台审核中。</p> : null}
      {editing ? (
        <ProfileForm initial={company.profile} onClose={() => setEditing(false)} />
      ) : (
        <>
          <ProfileDetails company={company} />
          {canEdit ? (
            <button type="button" className="btn-primary cm-edit" onClick={() => setEditing(true)}>
              修改企业信息
            </button>
          ) : (
            <p className="cm-hint">企业信息仅企业管理员可以修改。</p>
          )}
        </>
      )}
    </div>
  );
}

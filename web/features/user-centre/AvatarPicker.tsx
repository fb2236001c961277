// 头像: choose a jpg/png of at most 2 MB; it is cropped to a square, uploaded and saved as the avatar. A refused
// file leaves the saved avatar as it was and says why.
import { useRef, useState } from 'react';
import { reload } from 'vike/client/router';
import { avatarFileProblem } from '#shared/schemas/user-centre-schemas.ts';
import { appActions } from '#web/state/app-state.ts';
import { uploadImage } from '../upload/upload-image.ts';
import { cropAvatar } from './crop-avatar.ts';
import { userCentreApi } from './user-centre-api.ts';

export function AvatarPicker({ avatar }: { avatar: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = avatarFileProblem(file);
    setError(problem ?? '');
    if (problem) return appActions.toast(problem);
    setBusy(true);
    try {
      const path = await uploadImage(await cropAvatar(file));
      await userCentreApi.changeProfile({ avatar: path });
      appActions.toast('头像修改成功', 'success');
      await reload();
    } catch (failure) {
      const message = failure instanceof Error && failure.message ? failure.message : '上传失败';
      setError(message);
      appActions.toast(message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="uc-avatar">
      <img src={avatar} alt="头像" width={80} height={80} />
      <label className="uc-link-button">
        {busy ? '上传中…' : '更换头像'}
        <input
          ref={input}
          type="file"
          className="visually-hidden"
          accept="image/jpeg,image/png"
          aria-label="选择头像图片"
          disabled={busy}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </label>
      <p className="uc-hint">支持jpg/png格式，大小不超过2MB</p>
      {error ? (
        <p className="uc-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

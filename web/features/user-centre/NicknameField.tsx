// 昵称: edit in place; the shared rule checks it (请输入昵称, at most 16 characters). A refused or failed save
// keeps what was typed; the header shows the new name once the page data is read again.
import { type FormEvent, useState } from 'react';
import { reload } from 'vike/client/router';
import { profileProblem } from '#shared/auth-rules.ts';
import { appActions } from '#web/state/app-state.ts';
import { userCentreApi } from './user-centre-api.ts';
import { useBusy } from '../ui/use-busy.ts';

export function NicknameField({ nickname }: { nickname: string }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(nickname);
  const [error, setError] = useState('');
  const { busy, run } = useBusy();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = profileProblem({ nickname: value });
    setError(problem ?? '');
    if (problem) return;
    await run(async () => {
      try {
        await userCentreApi.changeProfile({ nickname: value.trim() });
        appActions.toast('昵称修改成功', 'success');
        setEditing(false);
        await reload();
      } catch (failure) {
        appActions.toast(failure instanceof Error && failure.message ? failure.message : '修改失败');
      }
    });
  };

  if (!editing) {
    return (
      <span className="uc-value">
        <span data-testid="uc-nickname">{nickname}</span>
        <button
          type="button"
          className="uc-link-button"
          onClick={() => {
            setValue(nickname);
            setEditing(true);
          }}
        >
          修改
        </button>
      </span>
    );
  }
  return (
    <form className="uc-inline-form" onSubmit={(event) => void save(event)} noValidate>
      <input
        className="uc-input"
        aria-label="昵称"
        value={value}
        maxLength={32}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="uc-button" disabled={busy}>
        保存
      </button>
      <button type="button" className="uc-link-button" onClick={() => setEditing(false)}>
        取消
      </button>
      {error ? (
        <p className="uc-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

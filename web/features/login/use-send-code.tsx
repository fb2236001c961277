// The 获取验证码 cycle both code buttons share (the login panels' SendCodeButton and the 商户入驻 form's): the
// caller's check of the phone, then the slider captcha, the send with its captchaVerification and a toast, then
// '剩余 Ns' from 60 and '重新获取'. While counting down or sending, a press does nothing.
import { useState } from 'react';
import { LOGIN_CAPTCHA_IMAGE_WIDTH } from '#shared/constants.ts';
import { appActions } from '../../state/app-state.ts';
import { Verify } from '../captcha/Verify.tsx';
import { useCountdown } from './use-countdown.ts';

export function useSendCode(options: {
  /** why no code can be sent yet, or null */
  check: () => string | null;
  /** the message to show, '' once the check passes */
  onInvalid: (message: string) => void;
  send: (captchaVerification: string) => Promise<unknown>;
}) {
  const { remaining, running, start } = useCountdown();
  const [sent, setSent] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [sending, setSending] = useState(false);
  const disabled = running || sending;

  const press = () => {
    if (disabled) return;
    const problem = options.check();
    if (problem) return options.onInvalid(problem);
    options.onInvalid('');
    setVerifying(true);
  };

  const send = async (captchaVerification: string) => {
    setVerifying(false);
    setSending(true);
    try {
      await options.send(captchaVerification);
      appActions.toast('验证码已发送，请注意查收', 'success');
      setSent(true);
      start();
    } catch (error) {
      appActions.toast(error instanceof Error ? error.message : '验证码发送失败');
    } finally {
      setSending(false);
    }
  };

  const captcha = verifying ? (
    <Verify
      captchaType="blockPuzzle"
      mode="popup"
      width={LOGIN_CAPTCHA_IMAGE_WIDTH}
      onSuccess={(verification) => void send(verification)}
      onClose={() => setVerifying(false)}
    />
  ) : null;
  const label = running ? `剩余 ${remaining}s` : sent ? '重新获取' : '获取验证码';
  return { disabled, press, label, captcha };
}

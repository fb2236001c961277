// The user centre's account changes (docs/mall-api.md §3.9): nickname and avatar, and the bound phone. Behind
// the module's requireLogin; a company token changes its member's own profile.
import type { FastifyInstance } from 'fastify';
import { fail, okMessage } from '../core/envelope.ts';
import type { LoginGate } from '../core/login-gate.ts';
import type { PictureOrigin } from '../core/picture-origin.ts';
import { readParams } from '../core/params.ts';
import type { AccountService } from './account-service.ts';
import { readChangePhoneParams, readProfileParams } from './profile-params.ts';

/**
 * The demo mall keeps only pictures it stored itself: the caller's own upload (core/picture-origin.ts) or a drawn
 * default. The storefront accepts any picture address a real backend's upload may answer
 * (shared/schemas/picture-address.ts).
 */
const DRAWN_AVATAR = /^\/api\/demo-assets\/avatar\/\d{1,9}\.svg$/;

export function registerProfileRoutes(
  app: FastifyInstance,
  deps: { accounts: AccountService; gate: LoginGate; pictures: PictureOrigin },
): void {
  const { accounts, gate } = deps;
  const ownerOf = (request: Parameters<LoginGate['principal']>[0]) => {
    const { kind, id, memberUid } = gate.principal(request);
    return accounts.ownerUid(kind, id, memberUid);
  };

  app.post('/api/user/change/info', async (request) => {
    const read = readProfileParams(readParams(request));
    if (!read.ok) return fail(read.message);
    const input = read.value;
    const avatar = input.avatar;
    if (avatar !== undefined && !DRAWN_AVATAR.test(avatar) && !deps.pictures.allOwn([avatar], gate.principal(request))) {
      return fail('请上传头像');
    }
    const uid = ownerOf(request);
    if (uid === null) return fail('用户不存在');
    const outcome = accounts.changeProfile(uid, {
      ...(input.nickname === undefined ? {} : { nickname: input.nickname }),
      ...(input.avatar === undefined ? {} : { avatar: input.avatar }),
    });
    return outcome.ok ? okMessage('修改成功') : fail(outcome.message);
  });

  app.post('/api/user/change/phone', async (request) => {
    const read = readChangePhoneParams(readParams(request));
    if (!read.ok) return fail(read.message);
    const input = read.value;
    const uid = ownerOf(request);
    if (uid === null) return fail('用户不存在');
    const outcome = accounts.changePhone(uid, input.phone, input.sms_code);
    return outcome.ok ? okMessage('修改成功') : fail(outcome.message);
  });
}

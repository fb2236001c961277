// Local avatar images (no external URLs): a coloured circle with the user's first character, as SVG.
import type { FastifyInstance } from 'fastify';
import type { AccountService } from './account-service.ts';
import { escapeHtml } from './html.ts';

const COLOURS = ['#0091da', '#e93323', '#f39800', '#29a56c', '#7a5cd6', '#d6457a'];

export function avatarSvg(uid: number, nickname: string | null): string {
  const colour = COLOURS[uid % COLOURS.length] ?? '#0091da';
  const initial = escapeHtml([...(nickname ?? '')][0] ?? '客');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${colour}"/><text x="48" y="50" fill="#fff" font-size="44" font-family="PingFang SC, Microsoft YaHei, Noto Sans SC, sans-serif" text-anchor="middle" dominant-baseline="middle">${initial}</text></svg>`;
}

export function registerAvatarRoute(app: FastifyInstance, accounts: AccountService): void {
  app.get<{ Params: { file: string } }>('/api/demo-assets/avatar/:file', async (request, reply) => {
    const match = /^(\d{1,9})\.svg$/.exec(request.params.file);
    if (!match) return reply.code(404).send({ code: 404, message: '页面错误！请稍后再试～' });
    const uid = Number(match[1]);
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('image/svg+xml; charset=utf-8')
      .send(avatarSvg(uid, accounts.nicknameOf(uid)));
  });
}

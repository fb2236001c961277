// The mall's profile over the IPC channel of the process that started it (`npm run bench:scale`): asked with
// {kind: 'profile', reset?}, it answers {kind: 'profile', eventLoopMaxMs, slowest}. Nothing is served over HTTP.
import type { MallProfile, Profiler } from './db/statement-timing.ts';

export type ProfileAnswer = { kind: 'profile' } & MallProfile;

export function answerProfileRequests(profiler: Profiler | undefined): void {
  if (!profiler || !process.send) return;
  process.on('message', (message: unknown) => {
    if (typeof message !== 'object' || message === null || (message as { kind?: unknown }).kind !== 'profile') return;
    const answer: ProfileAnswer = { kind: 'profile', ...profiler.report(8) };
    if ((message as { reset?: unknown }).reset === true) profiler.reset();
    process.send?.(answer);
  });
}

// Choosing many pictures at once must not trip the BFF's per-address upload limit: the browser side
// queues them and lets only UPLOADS_AT_ONCE travel together, in the order chosen, and a failed upload
// frees its place for the next one.
import { describe, expect, it, vi } from 'vitest';

const calls: { name: string; finish: (ok: boolean) => void }[] = [];
vi.mock('#web/api/bff-client.ts', () => ({
  apiUpload: (_url: string, form: FormData) =>
    new Promise((resolve, reject) => {
      const file = form.get('file') as File;
      calls.push({ name: file.name, finish: (ok) => (ok ? resolve({ path: `/u/${file.name}` }) : reject(new Error('文件格式不正确'))) });
    }),
}));

const { uploadImage, UPLOADS_AT_ONCE } = await import('#web/features/upload/upload-image.ts');
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('picture upload queue', () => {
  it('keeps at most UPLOADS_AT_ONCE uploads in flight and finishes every picture', async () => {
    const files = Array.from({ length: 9 }, (_, i) => new File([`p${i}`], `p${i}.png`, { type: 'image/png' }));
    const results = files.map((file) => uploadImage(file).catch((error: Error) => error.message));
    await tick();
    expect(UPLOADS_AT_ONCE).toBe(2);
    expect(calls.map((call) => call.name)).toEqual(['p0.png', 'p1.png']);

    calls[1]!.finish(false);
    await tick();
    expect(calls.map((call) => call.name)).toEqual(['p0.png', 'p1.png', 'p2.png']);
    let finished = 2;
    calls[0]!.finish(true);
    while (finished < 9) {
      await tick();
      const open = calls.length - finished;
      expect(open).toBeLessThanOrEqual(UPLOADS_AT_ONCE);
      calls[finished]!.finish(true);
      finished += 1;
    }
    expect(await Promise.all(results)).toEqual(files.map((file, i) => (i === 1 ? '文件格式不正确' : `/u/${file.name}`)));
  });
});

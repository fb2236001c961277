// A small 复制 button: puts `text` on the clipboard and says so (or asks to copy by hand when the browser refuses).
import { appActions } from '#web/state/app-state.ts';

export function CopyButton({ text, label }: { text: string; label: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      appActions.toast(`${label}已复制`, 'success');
    } catch {
      appActions.toast('复制失败，请手动复制');
    }
  };
  return (
    <button type="button" className="cf-copy" aria-label={`复制${label}`} onClick={() => void copy()}>
      复制
    </button>
  );
}

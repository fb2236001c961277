// 复制: puts a text (the waybill number) on the clipboard and says 复制成功, or 复制失败 when the browser refuses.
import { appActions } from '#web/state/app-state.ts';
import { copyText } from './copy-text.ts';
import './logistics.css';

export function CopyButton({ text, label }: { text: string; label: string }) {
  const copy = async () => {
    if (await copyText(text)) appActions.toast('复制成功', 'success');
    else appActions.toast('复制失败');
  };
  return (
    <button type="button" className="copy-button" aria-label={label} onClick={() => void copy()}>
      复制
    </button>
  );
}

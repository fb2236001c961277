// The licence pictures of the settlement form: each chosen file is checked, then uploaded (queued two at a time); the
// list keeps the selection order, with a placeholder until the mall answers the stored path.
import { useRef, useState } from 'react';
import { appActions } from '#web/state/app-state.ts';
import { checkImageFile, MAX_IMAGES } from './settled-rules.ts';
import { uploadImage } from '#web/features/upload/upload-image.ts';

export interface LicenceImage {
  id: number;
  name: string;
  /** null while uploading */
  path: string | null;
}

export function useLicenceUploads() {
  const [items, setItems] = useState<LicenceImage[]>([]);
  const nextId = useRef(0);

  const upload = async (item: LicenceImage, file: File) => {
    try {
      const path = await uploadImage(file);
      // a picture removed while uploading stays removed
      setItems((old) => old.map((entry) => (entry.id === item.id ? { ...entry, path } : entry)));
    } catch (error) {
      setItems((old) => old.filter((entry) => entry.id !== item.id));
      appActions.toast(error instanceof Error ? error.message : '上传失败');
    }
  };

  const add = (files: File[]) => {
    const room = MAX_IMAGES - items.length;
    if (files.length > room) appActions.toast(`最多上传${MAX_IMAGES}张图片`);
    const accepted: LicenceImage[] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      const problem = checkImageFile(file);
      if (problem) {
        appActions.toast(problem);
        continue;
      }
      const item = { id: ++nextId.current, name: file.name, path: null };
      accepted.push(item);
      void upload(item, file);
    }
    if (accepted.length) setItems((old) => [...old, ...accepted]);
  };

  const remove = (id: number) => setItems((old) => old.filter((entry) => entry.id !== id));
  const paths = items.flatMap((entry) => (entry.path === null ? [] : [entry.path]));
  return { items, paths, pending: items.length - paths.length, add, remove };
}

export type LicenceUploads = ReturnType<typeof useLicenceUploads>;

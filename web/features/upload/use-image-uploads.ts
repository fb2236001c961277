// A form's pictures: each chosen file is checked (image-file-rules.ts), then uploaded through the queue of
// upload-image.ts; the list keeps the selection order, with a placeholder until the mall answers the stored
// path. A refused file or upload is a toast and leaves the list as it was.
import { useRef, useState } from 'react';
import { appActions } from '#web/state/app-state.ts';
import { checkImageFile } from './image-file-rules.ts';
import { uploadImage } from './upload-image.ts';

/** Said when a form is sent while pictures are still travelling. */
export const UPLOADS_PENDING_MESSAGE = '图片正在上传，请稍候';

export interface UploadedImage {
  id: number;
  name: string;
  /** null while uploading */
  path: string | null;
}

export interface ImageUploadRules {
  /** most pictures the form takes */
  max: number;
  /** the toast when more are chosen than there is room for */
  tooMany: string;
  /** pictures already stored (a form reopened for editing) */
  initial?: readonly string[];
}

export function useImageUploads({ max, tooMany, initial = [] }: ImageUploadRules) {
  const [items, setItems] = useState<UploadedImage[]>(() => initial.map((path, index) => ({ id: -(index + 1), name: path, path })));
  const nextId = useRef(0);

  const upload = async (item: UploadedImage, file: File) => {
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
    const room = max - items.length;
    if (files.length > room) appActions.toast(tooMany);
    const accepted: UploadedImage[] = [];
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
  return { items, paths, pending: items.length - paths.length, max, add, remove };
}

export type ImageUploads = ReturnType<typeof useImageUploads>;

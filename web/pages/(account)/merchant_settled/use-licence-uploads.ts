// The licence pictures of the settlement form: at most MAX_IMAGES, checked and queued like every form's
// pictures (web/features/upload/use-image-uploads.ts).
import { useImageUploads, type ImageUploads } from '#web/features/upload/use-image-uploads.ts';
import { MAX_IMAGES } from './settled-rules.ts';

export type LicenceUploads = ImageUploads;

export function useLicenceUploads(initial: readonly string[] = []): LicenceUploads {
  return useImageUploads({ max: MAX_IMAGES, tooMany: `最多上传${MAX_IMAGES}张图片`, initial });
}

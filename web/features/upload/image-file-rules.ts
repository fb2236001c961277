// The browser's check of a chosen picture before it is uploaded (POST /api/upload/image/file, docs/mall-api.md
// §5.3): jpg/jpeg/png of at most 5 MB. Shared by every form with pictures (商户入驻 licences, 评价 pictures).

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/jpg'];
/** what a file input offers to choose */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

/**
 * null when the file is acceptable, otherwise the message. The mall judges by the name's extension (and the
 * bytes), so the name must end in .jpg/.jpeg/.png; a type, when the system gives one, must match too.
 */
export function checkImageFile(file: { type: string; size: number; name: string }): string | null {
  if (!/\.(jpe?g|png)$/i.test(file.name) || (file.type !== '' && !IMAGE_TYPES.includes(file.type))) return '只能上传jpg/png/jpeg格式的图片';
  if (file.size > MAX_IMAGE_BYTES) return '图片大小不能超过5MB';
  return null;
}

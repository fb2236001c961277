// The chosen avatar picture, cropped to its centred square and scaled to AVATAR_SIDE on a canvas, as a PNG file
// ready for the upload. A file the browser cannot decode is refused with the type message.
import { AVATAR_MESSAGES, AVATAR_SIDE, centreSquare } from '#shared/schemas/user-centre-schemas.ts';

function decode(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(AVATAR_MESSAGES.type));
    };
    image.src = url;
  });
}

export async function cropAvatar(file: File): Promise<File> {
  const image = await decode(file);
  const { sx, sy, side } = centreSquare(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIDE;
  canvas.height = AVATAR_SIDE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('上传失败');
  context.drawImage(image, sx, sy, side, side, 0, 0, AVATAR_SIDE, AVATAR_SIDE);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('上传失败');
  return new File([blob], 'avatar.png', { type: 'image/png' });
}

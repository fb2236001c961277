// The avatar picture of the user centre (docs/screens.md a.11): jpg/png of at most 2 MB, cropped to a centred
// square in the browser before upload. The profile and phone forms' schemas live in auth-schemas.ts.

export const AVATAR_MESSAGES = {
  type: '头像只能是jpg/png格式的图片',
  tooLarge: '头像大小不能超过2MB',
} as const;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** the side of the square an avatar is cropped to before upload */
export const AVATAR_SIDE = 200;

/** null when the chosen file may become the avatar, else the message (the mall's upload checks the bytes too). */
export function avatarFileProblem(file: { type: string; size: number; name: string }): string | null {
  const typeOk = file.type === 'image/jpeg' || file.type === 'image/png' || (file.type === '' && /\.(jpe?g|png)$/i.test(file.name));
  if (!typeOk) return AVATAR_MESSAGES.type;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.tooLarge;
  return null;
}

/** The centred square of a width×height picture, as canvas drawImage source coordinates. */
export function centreSquare(width: number, height: number): { sx: number; sy: number; side: number } {
  const side = Math.min(width, height);
  return { sx: Math.floor((width - side) / 2), sy: Math.floor((height - side) / 2), side };
}

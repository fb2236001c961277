// The avatar rule (POST /api/user/change/info): what a backend's upload call answers passes, the demo mall's own
// paths still pass, and addresses that could run script, leave the site or climb paths are refused.
import { describe, expect, it } from 'vitest';
import { firstIssueMessage, ProfileInputSchema } from '../../../shared/schemas/auth-schemas.ts';
import { isPictureAddress, PICTURE_ADDRESS_MAX_LENGTH } from '../../../shared/schemas/picture-address.ts';

const ACCEPTED = [
  // the demo mall's upload and drawn default
  `/api/demo-assets/upload/${'a1'.repeat(12)}.png`,
  '/api/demo-assets/avatar/12.svg',
  // stock CRMEB's local storage
  '/uploads/def/20250101/3f2a9c0b1d.png',
  '/uploads/def/20250101/3F2A9C0B1D.JPG',
  '/uploads/user/avatar-1.jpeg',
  // the backend itself, and object storage it uploads to
  'https://mall.example.com/uploads/def/20250101/a.png',
  'http://127.0.0.1:8080/uploads/a.webp',
  'https://bucket.oss-cn-shanghai.aliyuncs.com/def/20250101/a.gif',
  'https://img-1250000000.cos.ap-guangzhou.myqcloud.com/attach/2025/01/a%E5%9B%BE.png',
];

const REFUSED = [
  '',
  'javascript:alert(1)',
  'JavaScript:alert(1)//.png',
  'data:image/png;base64,iVBORw0KGgo=',
  'data:image/svg+xml,<svg onload=alert(1)>.svg',
  'vbscript:msgbox(1).png',
  'ftp://mall.example.com/a.png',
  '//evil.example.com/a.png',
  '///evil.example.com/a.png',
  'https://user:pass@evil.example.com/a.png',
  'https://evil.example.com@mall.example.com/a.png',
  '/uploads\\..\\a.png',
  'https:\\\\evil.example.com\\a.png',
  '/uploads/a.png\n',
  '/uploads/\u0000a.png',
  '/uploads/a .png',
  '/uploads/../api/user.png',
  '/uploads/%2e%2e/api/a.png',
  '/uploads/%2F%2Fevil/a.png',
  '/uploads/"onerror="alert(1).png',
  "/uploads/a'.png",
  '/etc/passwd',
  '/uploads/a.png.exe',
  '/uploads/a.php',
  'uploads/a.png',
  'https://mall.example.com',
  'https://mall.example.com/',
  'https://-bad-.example.com/a.png',
  `/uploads/${'a'.repeat(PICTURE_ADDRESS_MAX_LENGTH)}.png`,
];

describe('picture addresses', () => {
  it.each(ACCEPTED)('accepts %j', (address) => {
    expect(isPictureAddress(address)).toBe(true);
  });

  it.each(REFUSED)('refuses %j', (address) => {
    expect(isPictureAddress(address)).toBe(false);
  });

  it('is the avatar rule of the profile form, with its Chinese message', () => {
    expect(firstIssueMessage(ProfileInputSchema, { avatar: '/uploads/def/20250101/a.png' })).toBeNull();
    expect(firstIssueMessage(ProfileInputSchema, { avatar: 'https://mall.example.com/uploads/a.jpg' })).toBeNull();
    expect(firstIssueMessage(ProfileInputSchema, { avatar: 'javascript:alert(1)' })).toBe('请上传头像');
    expect(firstIssueMessage(ProfileInputSchema, { avatar: '//evil.example.com/a.png' })).toBe('请上传头像');
    expect(firstIssueMessage(ProfileInputSchema, { avatar: 42 })).toBe('请上传头像');
  });
});

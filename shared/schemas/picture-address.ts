// The address of a picture the mall backend stored, as its upload call answers it: a path on the backend
// (`/uploads/def/20250101/ab12.png`, the demo mall's `/api/demo-assets/...`) or an absolute http(s) URL on the
// backend or the object storage it uploads to (`https://bucket.oss-cn-shanghai.aliyuncs.com/def/ab12.jpg`). The
// storefront cannot know the storage host in advance, so any plain host name is allowed; what makes an address
// dangerous in an <img src> or a link is refused instead: other schemes (javascript:, data:), protocol-relative
// `//host`, user info (`user@host`), backslashes, white space, control characters, quotes, `..` segments, also
// %-escaped ones. It must name a picture file, so an arbitrary path such as /etc/passwd does not pass.

/** Longest address accepted: CRMEB stores attachment paths in a varchar(255); room for a storage host. */
export const PICTURE_ADDRESS_MAX_LENGTH = 500;

const HOST = '(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*';
const PORT = '(?::\\d{1,5})?';
/** Path segments of unreserved characters and %-escapes, never empty (no `//`) and never `.` or `..`. */
const SEGMENT = '(?!\\.{1,2}(?:/|$))[A-Za-z0-9._~%+-]+';
const PICTURE_FILE = '\\.(?:png|jpe?g|gif|webp|bmp|svg)';
const PATH = `(?:/${SEGMENT})*${PICTURE_FILE}`;

const PICTURE_ADDRESS = new RegExp(`^(?:https?://${HOST}${PORT})?${PATH}$`, 'i');

/** Escaped dots and slashes: a browser reads `%2e%2e` as a `..` segment. */
const ESCAPED_SEPARATOR = /%(?:2e|2f|5c)/i;

export function isPictureAddress(value: string): boolean {
  if (value.length > PICTURE_ADDRESS_MAX_LENGTH || ESCAPED_SEPARATOR.test(value)) return false;
  return PICTURE_ADDRESS.test(value);
}

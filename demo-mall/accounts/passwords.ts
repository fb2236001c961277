// Passwords are kept only as scrypt hashes with a per-user random salt.
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;

export interface PasswordHash {
  salt: string;
  hash: string;
}

export function hashPasswordSync(password: string): PasswordHash {
  const salt = randomBytes(16).toString('hex');
  return { salt, hash: scryptSync(password, salt, KEY_LENGTH).toString('hex') };
}

export function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16).toString('hex');
  return derive(password, salt).then((key) => ({ salt, hash: key.toString('hex') }));
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const key = await derive(password, stored.salt);
  const expected = Buffer.from(stored.hash, 'hex');
  return key.length === expected.length && timingSafeEqual(key, expected);
}

// Async so a login does not block the event loop for the ~40 ms scrypt costs.
function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

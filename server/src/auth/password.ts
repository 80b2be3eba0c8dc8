import crypto from 'node:crypto';

// Passwords are hashed with scrypt (memory-hard, built into Node, no native add-on). The
// stored string names its own parameters, so they can be raised later and old hashes still
// verify: scrypt$N$r$p$saltBase64$hashBase64.

// Looked up on the module at each call (not bound once), so a test can count the calls.
function scrypt(
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    crypto.scrypt(password, salt, keylen, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/** scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is exactly that, so lift it. */
function maxmemFor(N: number, r: number, p: number): number {
  return 128 * N * r * p * 2;
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = SCRYPT_PARAMS;
  const salt = crypto.randomBytes(SALT_LENGTH);
  const hash = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, {
    N,
    r,
    p,
    maxmem: maxmemFor(N, r, p),
  });
  return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
}

function parsePositiveInt(text: string | undefined, max: number): number | undefined {
  if (!text || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 && value <= max ? value : undefined;
}

/** True when `password` matches `stored`; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  // Bounds keep a corrupted row from asking for gigabytes of memory.
  const N = parsePositiveInt(parts[1], 2 ** 20);
  const r = parsePositiveInt(parts[2], 32);
  const p = parsePositiveInt(parts[3], 16);
  if (!N || !r || !p || (N & (N - 1)) !== 0) return false;
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  if (salt.length === 0 || expected.length === 0) return false;

  const actual = await scrypt(password.normalize('NFKC'), salt, expected.length, {
    N,
    r,
    p,
    maxmem: maxmemFor(N, r, p),
  });
  return crypto.timingSafeEqual(actual, expected);
}

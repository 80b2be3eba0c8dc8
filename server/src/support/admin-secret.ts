import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// The secret the admin command presents (header x-paid-admin-secret) to the running server
// of the same data folder. Only someone who can read the data folder has it, which is the
// same person who could open the database directly.

export const ADMIN_SECRET_FILE = 'admin-secret';

export function adminSecretPath(dataDir: string): string {
  return path.join(dataDir, ADMIN_SECRET_FILE);
}

/** Reads `<dataDir>/admin-secret`, creating it (32 random bytes, mode 0600) if missing. */
export function ensureAdminSecret(dataDir: string): string {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = adminSecretPath(dataDir);
  try {
    // `wx`: never overwrite a secret another process has just written.
    fs.writeFileSync(file, `${crypto.randomBytes(32).toString('hex')}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readAdminSecret(dataDir) ?? '';
}

/** The secret, or undefined when the file is missing or empty. */
export function readAdminSecret(dataDir: string): string | undefined {
  try {
    const secret = fs.readFileSync(adminSecretPath(dataDir), 'utf8').trim();
    return secret.length > 0 ? secret : undefined;
  } catch {
    return undefined;
  }
}

/** Constant-time comparison (hashing first makes the lengths equal, as timingSafeEqual needs). */
export function isAdminSecret(given: string, secret: string): boolean {
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(given), digest(secret));
}

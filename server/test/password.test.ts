import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from '../src/auth/password';

describe('password hashing', () => {
  it('writes a self-describing scrypt string', async () => {
    const hash = await hashPassword('correct horse battery staple');
    const [scheme, N, r, p, salt, key] = hash.split('$');
    assert.equal(scheme, 'scrypt');
    assert.deepEqual(
      [Number(N), Number(r), Number(p)],
      [SCRYPT_PARAMS.N, SCRYPT_PARAMS.r, SCRYPT_PARAMS.p],
    );
    assert.equal(Buffer.from(salt, 'base64').length, 16);
    assert.equal(Buffer.from(key, 'base64').length, 32);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('paid-demo-2026');
    assert.equal(await verifyPassword('paid-demo-2026', hash), true);
    assert.equal(await verifyPassword('paid-demo-2025', hash), false);
    assert.equal(await verifyPassword('', hash), false);
  });

  it('salts every hash', async () => {
    const [first, second] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    assert.notEqual(first, second);
    assert.equal(await verifyPassword('same', second), true);
  });

  it('treats malformed or hostile hashes as a mismatch', async () => {
    const hash = await hashPassword('secret');
    const [, , r, p, salt, key] = hash.split('$');
    for (const bad of [
      '',
      'plain-text',
      `bcrypt$32768$${r}$${p}$${salt}$${key}`,
      `scrypt$1000$${r}$${p}$${salt}$${key}`, // N not a power of two
      `scrypt$${2 ** 30}$${r}$${p}$${salt}$${key}`, // would need gigabytes
      `scrypt$32768$${r}$${p}$$${key}`,
    ]) {
      assert.equal(await verifyPassword('secret', bad), false, bad);
    }
  });
});

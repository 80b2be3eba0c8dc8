// Generated from contract.ts by shared-api/scripts/generate-route-table.ts
// (`npm run generate -w shared-api`): do not edit.
import type { Contract } from './contract';

// Methods and paths of the contract's auth routes (see browser-contract.ts).
export const auth = {
  user: { method: 'GET', path: '/api/auth/user' },
  signUp: { method: 'POST', path: '/api/auth/signup' },
  logIn: { method: 'POST', path: '/api/auth/login' },
  logOut: { method: 'POST', path: '/api/auth/logout' },
  requestSignInLink: { method: 'POST', path: '/api/auth/sign-in-link' },
  signInWithLink: { method: 'POST', path: '/api/auth/sign-in-link/confirm' },
} as unknown as Contract['auth'];

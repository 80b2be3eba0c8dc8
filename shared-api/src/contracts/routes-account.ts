// Generated from contract.ts by shared-api/scripts/generate-route-table.ts
// (`npm run generate -w shared-api`): do not edit.
import type { Contract } from './contract';

// Methods and paths of the contract's account routes (see browser-contract.ts).
export const account = {
  changePassword: { method: 'POST', path: '/api/account/password' },
  requestPasswordReset: { method: 'POST', path: '/api/account/password-reset' },
  resetPassword: { method: 'POST', path: '/api/account/password-reset/confirm' },
  resendVerification: { method: 'POST', path: '/api/account/email-verification' },
  verifyEmail: { method: 'POST', path: '/api/account/email-verification/confirm' },
  sessions: { method: 'GET', path: '/api/account/sessions' },
  endSession: { method: 'DELETE', path: '/api/account/sessions/:sessionId' },
  setLanguage: { method: 'PUT', path: '/api/account/language' },
  endOtherSessions: { method: 'POST', path: '/api/account/sessions/end-others' },
} as unknown as Contract['account'];

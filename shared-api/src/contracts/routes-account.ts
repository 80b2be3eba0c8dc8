import type { RouteArea } from './route';

// The account area of the route table (routes.ts): one file per area, see browser-contract.ts.
export const accountRoutes = {
  changePassword: { method: 'POST', path: '/api/account/password' },
  requestPasswordReset: { method: 'POST', path: '/api/account/password-reset' },
  resetPassword: { method: 'POST', path: '/api/account/password-reset/confirm' },
  resendVerification: { method: 'POST', path: '/api/account/email-verification' },
  verifyEmail: { method: 'POST', path: '/api/account/email-verification/confirm' },
  sessions: { method: 'GET', path: '/api/account/sessions' },
  endSession: { method: 'DELETE', path: '/api/account/sessions/:sessionId' },
  endOtherSessions: { method: 'POST', path: '/api/account/sessions/end-others' },
} as const satisfies RouteArea;

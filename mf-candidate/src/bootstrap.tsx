// Standalone dev harness of mf-candidate: its pages from shared-config/site-map.js, each on its
// screen (see README). TypeScript checks that every screen of the site map has a loader here.
import { mountStandalone } from 'shared-config/dev-harness';

mountStandalone('mf_candidate', {
  'register-screen': () => import('./screens/register-screen'),
  'candidate-registration-screen': () => import('./screens/candidate-registration-screen'),
  'account-screen': () => import('./screens/account-screen'),
  'candidate-screen': () => import('./screens/candidate-screen'),
  'go-live-screen': () => import('./screens/go-live-screen'),
  'replay-screen': () => import('./screens/replay-screen'),
  'donate-screen': () => import('./screens/donate-screen'),
  'my-donations-screen': () => import('./screens/my-donations-screen'),
  'donation-receipt-screen': () => import('./screens/donation-receipt-screen'),
  'member-account-screen': () => import('./screens/member-account-screen'),
  'forgot-password-screen': () => import('./screens/forgot-password-screen'),
  'reset-password-screen': () => import('./screens/reset-password-screen'),
  'verify-email-screen': () => import('./screens/verify-email-screen'),
  'donation-details-screen': () => import('./screens/donation-details-screen'),
  'plan-renewal-screen': () => import('./screens/plan-renewal-screen'),
});

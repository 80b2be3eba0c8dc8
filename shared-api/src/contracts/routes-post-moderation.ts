// Generated from contract.ts by shared-api/scripts/generate-route-table.ts
// (`npm run generate -w shared-api`): do not edit.
import type { Contract } from './contract';

// Methods and paths of the contract's postModeration routes (see browser-contract.ts).
export const postModeration = {
  report: { method: 'POST', path: '/api/posts/:postId/report' },
  queue: { method: 'GET', path: '/api/admin/post-reports' },
  reportComment: { method: 'POST', path: '/api/comments/:commentId/report' },
  commentQueue: { method: 'GET', path: '/api/admin/comment-reports' },
  hideComment: { method: 'POST', path: '/api/admin/comments/:commentId/hide' },
  restoreComment: { method: 'POST', path: '/api/admin/comments/:commentId/restore' },
  hide: { method: 'POST', path: '/api/admin/posts/:postId/hide' },
  restore: { method: 'POST', path: '/api/admin/posts/:postId/restore' },
} as unknown as Contract['postModeration'];

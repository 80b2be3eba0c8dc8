import type { RouteArea } from './route';

// The postModeration area of the route table (routes.ts): one file per area, see browser-contract.ts.
export const postModerationRoutes = {
  report: { method: 'POST', path: '/api/posts/:postId/report' },
  queue: { method: 'GET', path: '/api/admin/post-reports' },
  hide: { method: 'POST', path: '/api/admin/posts/:postId/hide' },
  restore: { method: 'POST', path: '/api/admin/posts/:postId/restore' },
  reportComment: { method: 'POST', path: '/api/comments/:commentId/report' },
  commentQueue: { method: 'GET', path: '/api/admin/comment-reports' },
  hideComment: { method: 'POST', path: '/api/admin/comments/:commentId/hide' },
  restoreComment: { method: 'POST', path: '/api/admin/comments/:commentId/restore' },
} as const satisfies RouteArea;

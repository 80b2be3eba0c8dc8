import type { RouteArea } from './route';

// The posts area of the route table (routes.ts): one file per area, see browser-contract.ts.
export const postsRoutes = {
  list: { method: 'GET', path: '/api/posts' },
  detail: { method: 'GET', path: '/api/posts/:postId' },
  create: { method: 'POST', path: '/api/shorts/post' },
  delete: { method: 'DELETE', path: '/api/posts/:postId' },
  like: { method: 'PUT', path: '/api/posts/:postId/like' },
  unlike: { method: 'DELETE', path: '/api/posts/:postId/like' },
  comments: { method: 'GET', path: '/api/posts/:postId/comments' },
  addComment: { method: 'POST', path: '/api/posts/:postId/comments' },
} as const satisfies RouteArea;

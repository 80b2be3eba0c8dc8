// Generated from contract.ts by shared-api/scripts/generate-route-table.ts
// (`npm run generate -w shared-api`): do not edit.
import type { Contract } from './contract';

// Methods and paths of the contract's posts routes (see browser-contract.ts).
export const posts = {
  list: { method: 'GET', path: '/api/posts' },
  detail: { method: 'GET', path: '/api/posts/:postId' },
  create: { method: 'POST', path: '/api/shorts/post' },
  delete: { method: 'DELETE', path: '/api/posts/:postId' },
  like: { method: 'PUT', path: '/api/posts/:postId/like' },
  unlike: { method: 'DELETE', path: '/api/posts/:postId/like' },
  comments: { method: 'GET', path: '/api/posts/:postId/comments' },
  addComment: { method: 'POST', path: '/api/posts/:postId/comments' },
} as unknown as Contract['posts'];

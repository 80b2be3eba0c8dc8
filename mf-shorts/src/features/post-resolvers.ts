import { zodResolver } from '@hookform/resolvers/zod';
import { lazyResolver, type CreateCommentBody, type CreatePostBody } from 'shared-api';

// The composer's and the reply box's rules are the server's own schemas (createPostBodySchema,
// createCommentBodySchema), downloaded when a form is first focused or submitted: the Shorts
// pages count characters with the contract's zod-free helpers and never wait for zod to show.

/** Said under the text when a submit cannot be checked because the rules did not download. */
export const POST_RULES_UNAVAILABLE =
  'The form could not be loaded completely. Check your connection and try again.';

export const postResolver = lazyResolver<CreatePostBody>(
  () =>
    import('shared-api/contracts').then(({ createPostBodySchema }) =>
      zodResolver(createPostBodySchema),
    ),
  { field: 'text', message: POST_RULES_UNAVAILABLE },
);

export const commentResolver = lazyResolver<CreateCommentBody>(
  () =>
    import('shared-api/contracts').then(({ createCommentBodySchema }) =>
      zodResolver(createCommentBodySchema),
    ),
  { field: 'text', message: POST_RULES_UNAVAILABLE },
);

import {
  FORM_RULES_UNAVAILABLE,
  lazyResolver,
  type CreateCommentBody,
  type CreatePostBody,
  type ReportPostBody,
} from 'shared-api';

// The composer's, the reply box's and the report dialog's rules are the server's own schemas
// (createPostBodySchema, createCommentBodySchema, reportPostBodySchema), downloaded with zod's resolver when a form is first focused or
// submitted: the Shorts pages count characters with the contract's zod-free helpers and never
// wait for zod (or @hookform/resolvers, which imports zod's core) to show.

/** The resolver package and the contracts, together, on first use. */
const loadRules = () =>
  Promise.all([
    import('@hookform/resolvers/zod'),
    // Only these schemas' modules: the contracts are bundled per app, not shared.
    import(
      /* webpackExports: ["createPostBodySchema", "createCommentBodySchema", "reportPostBodySchema"] */ 'shared-api/contracts'
    ),
  ]);

export const postResolver = lazyResolver<CreatePostBody>(
  () =>
    loadRules().then(([{ zodResolver }, { createPostBodySchema }]) =>
      zodResolver(createPostBodySchema),
    ),
  { field: 'text', message: FORM_RULES_UNAVAILABLE },
);

export const commentResolver = lazyResolver<CreateCommentBody>(
  () =>
    loadRules().then(([{ zodResolver }, { createCommentBodySchema }]) =>
      zodResolver(createCommentBodySchema),
    ),
  { field: 'text', message: FORM_RULES_UNAVAILABLE },
);

export const reportResolver = lazyResolver<ReportPostBody>(
  () =>
    loadRules().then(([{ zodResolver }, { reportPostBodySchema }]) =>
      zodResolver(reportPostBodySchema),
    ),
  { field: 'reason', message: FORM_RULES_UNAVAILABLE },
);

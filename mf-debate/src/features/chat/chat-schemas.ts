import type { FieldError, Resolver } from 'react-hook-form';
import { lazyResolver, type SendChatMessageBody, type SlowModeBody } from 'shared-api';
import type * as Contracts from 'shared-api/contracts';
import { t, type MessageKey } from '../../messages';

// The chat's rules are the server's own zod schemas (sendChatMessageBodySchema, which the
// POST /api/chat route validates with), but the schema library is ~40 KB that the tournament
// page would otherwise download and run before its stage could show. They load, with zod's
// react-hook-form resolver (which imports zod's core), when the chat first needs them: when a
// form is focused (so a Join or Send finds them ready; they are awaited there otherwise) or when
// a name kept from earlier must be checked. A failed download is forgotten so the next use tries
// again.

/** The join form's one field: the username each message is sent under. */
export interface ChatJoinValues {
  username: SendChatMessageBody['username'];
}

export interface ChatSchemas {
  chatUsernameSchema: typeof Contracts.chatUsernameSchema;
  /** The join form's rules: the send body's own `username` rule. */
  joinResolver: Resolver<ChatJoinValues>;
  /** The message form's rules: the whole send body, the ids included. */
  messageResolver: Resolver<SendChatMessageBody>;
  /** A moderator's slow-mode form: PUT /api/chat/{channelId}/slow-mode's body. */
  slowModeResolver: Resolver<SlowModeBody>;
}

let loading: Promise<ChatSchemas> | null = null;

export function loadChatSchemas(): Promise<ChatSchemas> {
  loading ??= Promise.all([import('@hookform/resolvers/zod'), import('shared-api/contracts')]).then(
    ([{ zodResolver }, { chatUsernameSchema, sendChatMessageBodySchema, slowModeBodySchema }]) => ({
      chatUsernameSchema,
      joinResolver: zodResolver(sendChatMessageBodySchema.pick({ username: true })),
      messageResolver: zodResolver(sendChatMessageBodySchema),
      slowModeResolver: zodResolver(slowModeBodySchema),
    }),
  );
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * Shown when Join or Send cannot check the text because the rules did not download. The
 * resolvers are made as the module loads, before the page's messages may be in, so they carry
 * the key; a form shows it in the page's language through fieldErrorText.
 */
const CHAT_RULES_UNAVAILABLE: MessageKey = 'chat.rulesUnavailable';

/** What a form shows for a field's error: the rules' or the server's words, or ours above. */
export function fieldErrorText(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  return error.type === 'unavailable' ? t(CHAT_RULES_UNAVAILABLE) : error.message;
}

/** The join form's resolver; `prepare` when the form gets focus. */
export const chatJoinResolver = lazyResolver<ChatJoinValues>(
  () => loadChatSchemas().then(({ joinResolver }) => joinResolver),
  { field: 'username', message: CHAT_RULES_UNAVAILABLE },
);

/** The message form's resolver; `prepare` when the form gets focus. */
export const chatMessageResolver = lazyResolver<SendChatMessageBody>(
  () => loadChatSchemas().then(({ messageResolver }) => messageResolver),
  { field: 'message', message: CHAT_RULES_UNAVAILABLE },
);

/** The slow-mode form's resolver; `prepare` when the form gets focus. */
export const slowModeResolver = lazyResolver<SlowModeBody>(
  () => loadChatSchemas().then(({ slowModeResolver: resolver }) => resolver),
  { field: 'seconds', message: CHAT_RULES_UNAVAILABLE },
);

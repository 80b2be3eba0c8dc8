import type * as Contracts from 'shared-api/contracts';

// The chat's rules are the server's own zod schemas, but the schema library is ~40 KB that the
// tournament page would otherwise download and run before its stage could show. They load
// when the chat first needs them: when a form is focused (so a Join or Send finds them ready;
// they are awaited there otherwise) or when a name kept from earlier must be checked. A failed
// download is forgotten so the next use tries again.

export interface ChatSchemas {
  chatUsernameSchema: typeof Contracts.chatUsernameSchema;
  chatMessageTextSchema: typeof Contracts.chatMessageTextSchema;
}

let loading: Promise<ChatSchemas> | null = null;
let loaded: ChatSchemas | null = null;

export function loadChatSchemas(): Promise<ChatSchemas> {
  loading ??= import('shared-api/contracts').then(
    ({ chatUsernameSchema, chatMessageTextSchema }) =>
      (loaded = { chatUsernameSchema, chatMessageTextSchema }),
  );
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Shown when Join or Send cannot check the text because the rules did not download. */
export const CHAT_RULES_UNAVAILABLE =
  'The chat could not be loaded completely. Check your connection and try again.';

/**
 * Runs `use` with the schemas: at once when they are here (a submit then behaves as plain
 * synchronous code), else when they arrive; `unavailable` gets the message when they cannot.
 */
export function withChatSchemas(
  use: (schemas: ChatSchemas) => void,
  unavailable: (message: string) => void,
): void {
  if (loaded) use(loaded);
  else loadChatSchemas().then(use, () => unavailable(CHAT_RULES_UNAVAILABLE));
}

/** Starts the download without waiting for it (a form got focus: a submit may follow). */
export function prepareChatSchemas(): void {
  loadChatSchemas().catch(() => undefined);
}

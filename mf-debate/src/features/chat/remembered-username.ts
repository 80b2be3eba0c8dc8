// The username a viewer joined with, kept for this tab (sessionStorage): hiding and showing
// the chat, or reloading the page, reopens it under the same name instead of asking again.
// Storage may be unavailable (privacy modes); then the name is asked each time.

const KEY = 'paid:chat-username';

export function rememberedUsername(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberUsername(username: string | null): void {
  try {
    if (username === null) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, username);
  } catch {
    // Not remembered: the prompt shows next time.
  }
}

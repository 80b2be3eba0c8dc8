/** Display time 5000 ms, at most 1 toast visible (docs/errors.md). */
export const TOAST_DURATION_MS = 5000;
export const MAX_VISIBLE_TOASTS = 1;

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './request';

// A refused request's field messages back into the form that sent it. The server answers a
// bad body with a 400 `{ message, errors: { "field.path": message } }` (docs/errors.md,
// server/src/http/validate.ts: the first zod issue of each field), which apiRequest keeps as
// ApiError.body. Only types come from react-hook-form: this module is part of the entry every
// page loads, and each form passes its own setError.

/** The form's fields a server key may land on: a list, or a test such as isDonationField. */
export type ServerErrorFields<Values extends FieldValues> =
  readonly Path<Values>[] | ((key: string) => key is Path<Values>);

export interface ServerFieldErrorOptions<Values extends FieldValues> {
  /** Server keys a form shows under another field, e.g. `{ geographicCode: 'state' }`. */
  rename?: Readonly<Partial<Record<string, Path<Values>>>>;
  /** Moves the focus to the first field that got a message (default true). */
  shouldFocus?: boolean;
}

/**
 * Puts each of the server's field messages beside its field (`setError(field, { type:
 * 'server', message })`); keys the form has no field for are left out. Returns the fields that
 * got a message, in the server's order, so a form can show a general line when none did.
 * Anything but an ApiError (a lost connection) sets nothing.
 */
export function setServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: ServerErrorFields<Values>,
  { rename = {}, shouldFocus = true }: ServerFieldErrorOptions<Values> = {},
): Path<Values>[] {
  if (!(error instanceof ApiError)) return [];
  const isField =
    typeof fields === 'function'
      ? fields
      : (key: string): key is Path<Values> => (fields as readonly string[]).includes(key);
  const placed: Path<Values>[] = [];
  for (const [key, message] of Object.entries(error.body?.errors ?? {})) {
    const field = Object.hasOwn(rename, key) ? rename[key] : key;
    if (field === undefined || !isField(field) || placed.includes(field)) continue;
    setError(
      field,
      { type: 'server', message },
      { shouldFocus: shouldFocus && placed.length === 0 },
    );
    placed.push(field);
  }
  return placed;
}

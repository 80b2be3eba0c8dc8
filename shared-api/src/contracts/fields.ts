import { z } from 'zod';

// Field schemas that several resources share, so "an id" or "an amount" means one thing.

/** A database id as it appears in JSON answers and bodies. */
export const idSchema = z.number().int().positive();

/**
 * An id in a path or query string. URLs carry text, so the server coerces; callers may pass
 * the number or its digits. The generic makes `z.input` `number | string`, not `unknown`.
 */
export const idParamSchema = z.coerce.number<number | string>().int().positive();

/** Money in API answers: dollars as a number (the server stores whole cents). */
export const dollarsSchema = z.number().nonnegative();

export const countSchema = z.number().int().nonnegative();

/** Timestamps travel as ISO 8601 strings (JSON has no date type). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** Text that must hold something besides spaces; stored as given (not trimmed). */
export function nonBlankText(max: number, labels: { required: string; tooLong: string }) {
  return z
    .string()
    .max(max, labels.tooLong)
    .refine((value) => value.trim().length > 0, labels.required);
}

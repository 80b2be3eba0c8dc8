import { z } from 'zod';
import { FORM_MAX, FORM_MIN } from '../constants';

// Field rules the candidate forms share (the account form's two tabs and the standalone
// application), so one field reads and is checked the same wherever a candidate types it.

/**
 * A candidate's contact email: the address their page shows as the campaign's contact.
 * It is whatever the candidate typed into a form that says so, never the account's login
 * address filled in by the server (docs/donation-rules.md, Privacy).
 */
export const contactEmailSchema = z
  .string()
  .trim()
  .max(FORM_MAX.email, 'Email address is too long')
  .pipe(z.email('Invalid email address'));

export const PHONE_TOO_SHORT_MESSAGE = 'Phone number must be at least 10 digits';

/** The account form's phone: required, at least 10 characters. */
export const requiredPhoneSchema = z
  .string()
  .trim()
  .min(FORM_MIN.phone, PHONE_TOO_SHORT_MESSAGE)
  .max(FORM_MAX.phone, 'Phone number is too long');

/** The standalone form's phone: optional, but a number given must be long enough. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .max(FORM_MAX.phone, 'Phone number is too long')
  .refine((phone) => phone === '' || phone.length >= FORM_MIN.phone, PHONE_TOO_SHORT_MESSAGE)
  .optional();

/** Free text a candidate may leave out; '' clears it. */
export const optionalText = (max: number, tooLong: string) =>
  z.string().max(max, tooLong).optional();

export const optionalBio = optionalText(FORM_MAX.bio, 'Biography is too long');
export const optionalExperience = optionalText(FORM_MAX.experience, 'Experience is too long');
export const optionalPlatform = optionalText(FORM_MAX.platform, 'Platform is too long');

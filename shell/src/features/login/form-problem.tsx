import type { FieldErrors, FieldValues } from 'react-hook-form';
import { FormError } from './login-form-layout';

/**
 * The alert line of a refused log-in or sign-up that names no field ('Invalid email or
 * password'); a field's message sits beside the field instead. The next submit clears it.
 */
export function FormProblem<Values extends FieldValues>({
  errors,
}: {
  errors: FieldErrors<Values>;
}) {
  const message = errors.root?.server?.message;
  return message ? <FormError role="alert">{message}</FormError> : null;
}

import type { FieldErrors, FieldValues } from 'react-hook-form';
import { SaveProblem } from './candidate-form-layout';

/** The form's own line for a refused save that names no field (see useSaveFailure). */
export function SaveProblemLine<Values extends FieldValues>({
  errors,
}: {
  errors: FieldErrors<Values>;
}) {
  const message = errors.root?.server?.message;
  return message ? <SaveProblem role="alert">{message}</SaveProblem> : null;
}

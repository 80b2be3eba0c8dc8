import { createContext, useContext } from 'react';

interface FieldContextValue {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

// A context (not cloneElement) so the control can sit anywhere inside Field and
// `{...register('name')}` from react-hook-form needs no extra wiring.
export const FieldContext = createContext<FieldContextValue | null>(null);

export interface FieldControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  'aria-required'?: boolean | 'true' | 'false';
}

/**
 * Adds the enclosing Field's id, description and invalid/required state to a control's
 * props; props the caller set explicitly win. Use it in custom controls placed in a Field.
 */
export function useFieldControl<P extends FieldControlProps>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  const describedBy =
    [field.describedBy, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    // aria-required, not `required`: native validation would pre-empt the zod messages.
    'aria-required': props['aria-required'] ?? (field.required || undefined),
  };
}

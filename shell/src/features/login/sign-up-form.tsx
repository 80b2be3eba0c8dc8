import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSignUp, type SignUpBody } from 'shared-api';
import { signUpBodySchema } from 'shared-api/contracts';
import { Button, TextInput } from 'shared-ui';
import { Field } from 'shared-ui/forms';
import { FormError, Form } from './login-form-layout';
import { serverMessage } from './server-message';

/** Account creation (first name, last name, email, password); logs the new user in. */
export function SignUpForm({ onDone }: { onDone: () => void }) {
  const signUp = useSignUp();
  const { register, handleSubmit, formState } = useForm<SignUpBody>({
    resolver: zodResolver(signUpBodySchema),
  });
  const submit = handleSubmit((body) => signUp.mutate(body, { onSuccess: onDone }));
  return (
    <Form onSubmit={submit} noValidate aria-label="Create account">
      <Field label="First name" error={formState.errors.firstName?.message}>
        <TextInput autoComplete="given-name" {...register('firstName')} />
      </Field>
      <Field label="Last name" error={formState.errors.lastName?.message}>
        <TextInput autoComplete="family-name" {...register('lastName')} />
      </Field>
      <Field label="Email" error={formState.errors.email?.message}>
        <TextInput type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field
        label="Password"
        hint="At least 8 characters"
        error={formState.errors.password?.message}
      >
        <TextInput type="password" autoComplete="new-password" {...register('password')} />
      </Field>
      {signUp.error ? <FormError role="alert">{serverMessage(signUp.error)}</FormError> : null}
      <Button type="submit" $fullWidth disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </Form>
  );
}

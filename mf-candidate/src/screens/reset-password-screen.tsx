import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { setServerFieldErrors, useResetPassword, type ResetPasswordBody } from 'shared-api';
import { resetPasswordBodySchema } from 'shared-api/contracts';
import { Button, NarrowPage, PageHeader, TextInput } from 'shared-ui';
import { Field } from 'shared-ui/forms';
import {
  Form,
  Panel,
  Problem,
  serverMessage,
  Text,
} from '../features/member-account/account-form-parts';
import { withMessages } from '../messages';

/** /reset-password?token=...: the page a reset mail links to; the token goes in a POST. */
function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const reset = useResetPassword();
  const { register, handleSubmit, setError, formState } = useForm<ResetPasswordBody>({
    resolver: zodResolver(resetPasswordBodySchema),
    values: { token: params.get('token') ?? '', newPassword: '' },
  });
  const submit = handleSubmit((body) =>
    reset.mutate(body, {
      onError: (error) => {
        if (setServerFieldErrors(error, setError, ['newPassword']).length === 0) {
          setError('root.server', { type: 'server', message: serverMessage(error) });
        }
      },
    }),
  );
  const problem = formState.errors.root?.server?.message ?? formState.errors.token?.message;
  return (
    <NarrowPage>
      <PageHeader title="Choose a new password" />
      <Panel>
        {reset.data ? (
          <>
            <Text role="status">
              Your password was changed and you are logged in as {reset.data.email}. Every other
              session was ended.
            </Text>
            <Text>
              <Link to="/account">Go to your account</Link>
            </Text>
          </>
        ) : (
          <Form onSubmit={submit} noValidate aria-label="Reset password">
            <input type="hidden" {...register('token')} />
            <Field label="New password" error={formState.errors.newPassword?.message}>
              <TextInput type="password" autoComplete="new-password" {...register('newPassword')} />
            </Field>
            {problem ? (
              <Problem role="alert">
                {problem} <Link to="/forgot-password">Ask for a new link</Link>
              </Problem>
            ) : null}
            <Button type="submit" disabled={reset.isPending}>
              {reset.isPending ? 'Saving...' : 'Set new password'}
            </Button>
          </Form>
        )}
      </Panel>
    </NarrowPage>
  );
}

// Rendered once mf-candidate's messages are in (docs/languages.md).
export default withMessages(ResetPasswordScreen);

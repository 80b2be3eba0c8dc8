import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  setServerFieldErrors,
  useRequestPasswordReset,
  type RequestPasswordResetBody,
} from 'shared-api';
import { requestPasswordResetBodySchema } from 'shared-api/contracts';
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

/** /forgot-password: mails a reset link; the answer is the same for any address. */
function ForgotPasswordScreen() {
  const request = useRequestPasswordReset();
  const { register, handleSubmit, setError, formState } = useForm<RequestPasswordResetBody>({
    resolver: zodResolver(requestPasswordResetBodySchema),
  });
  const submit = handleSubmit((body) =>
    request.mutate(body, {
      onError: (error) => {
        if (setServerFieldErrors(error, setError, ['email']).length === 0) {
          setError('root.server', { type: 'server', message: serverMessage(error) });
        }
      },
    }),
  );
  return (
    <NarrowPage>
      <PageHeader title="Forgot password" lead="We will mail you a link to choose a new one." />
      <Panel>
        {request.data ? (
          <>
            <Text role="status">{request.data.message}</Text>
            <Text>
              <Link to="/login">Back to sign in</Link>
            </Text>
          </>
        ) : (
          <Form onSubmit={submit} noValidate aria-label="Forgot password">
            <Field label="Email" error={formState.errors.email?.message}>
              <TextInput type="email" autoComplete="email" {...register('email')} />
            </Field>
            {formState.errors.root?.server?.message ? (
              <Problem role="alert">{formState.errors.root.server.message}</Problem>
            ) : null}
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? 'Sending...' : 'Send reset link'}
            </Button>
          </Form>
        )}
      </Panel>
    </NarrowPage>
  );
}

// Rendered once mf-candidate's messages are in (docs/languages.md).
export default withMessages(ForgotPasswordScreen);

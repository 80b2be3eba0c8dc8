import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  setServerFieldErrors,
  useRequestPasswordReset,
  type RequestPasswordResetBody,
} from 'shared-api';
import { requestPasswordResetBodySchema } from 'shared-api/contracts';
import { Button, NarrowPage, PageHeader, TextInput, translateMessage } from 'shared-ui';
import { Field } from 'shared-ui/forms';
import {
  Form,
  Panel,
  Problem,
  serverMessage,
  Text,
} from '../features/member-account/account-form-parts';
import { withMessages } from '../messages';
import { t, withMessages as withProfileMessages } from '../profile-messages';

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
      <PageHeader title={t('forgotPassword.title')} lead={t('forgotPassword.lead')} />
      <Panel>
        {request.data ? (
          <>
            {/* The server's success sentence is English; its Spanish is in shared-api's table. */}
            <Text role="status">{translateMessage(request.data.message)}</Text>
            <Text>
              <Link to="/login">{t('forgotPassword.backToSignIn')}</Link>
            </Text>
          </>
        ) : (
          <Form onSubmit={submit} noValidate aria-label={t('forgotPassword.title')}>
            <Field label={t('forgotPassword.email')} error={formState.errors.email?.message}>
              <TextInput type="email" autoComplete="email" {...register('email')} />
            </Field>
            {formState.errors.root?.server?.message ? (
              <Problem role="alert">{formState.errors.root.server.message}</Problem>
            ) : null}
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? t('forgotPassword.sending') : t('forgotPassword.submit')}
            </Button>
          </Form>
        )}
      </Panel>
    </NarrowPage>
  );
}

// Rendered once mf-candidate's messages are in (docs/languages.md).
export default withProfileMessages(withMessages(ForgotPasswordScreen));

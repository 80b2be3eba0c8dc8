import { useRequestSignInLink } from 'shared-api';
import { Button } from 'shared-ui';
import { t } from '../../screens/messages';
import { FormError } from './login-form-layout';
import { serverMessage } from './server-message';

/**
 * Offered under a throttled log-in (docs/roles.md): failed log-ins from others may have stopped the
 * password for a while, so the owner asks for a one-time link mailed to the address instead.
 * The answer is the same sentence whether or not the address has an account.
 */
export function SignInLinkOffer({ email }: { email: string }) {
  const request = useRequestSignInLink();
  if (request.data) return <p role="status">{request.data.message}</p>;
  return (
    <>
      {request.error ? <FormError role="alert">{serverMessage(request.error)}</FormError> : null}
      <Button
        type="button"
        $variant="secondary"
        $fullWidth
        disabled={request.isPending}
        onClick={() => request.mutate({ email })}
      >
        {request.isPending ? t('signInLinkOffer.sending') : t('signInLinkOffer.request')}
      </Button>
    </>
  );
}

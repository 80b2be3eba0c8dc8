import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { setServerFieldErrors, useCompleteDonorDetails, type DonorDetailsBody } from 'shared-api';
import { donorDetailsBodySchema } from 'shared-api/contracts';
import { Button, PageContainer, PageHeader, TextInput } from 'shared-ui';
import { Field } from 'shared-ui/forms';
import {
  Form,
  Panel,
  Problem,
  serverMessage,
  Text,
} from '../features/member-account/account-form-parts';
import { t, withMessages as withDonationsMessages } from '../donations-messages';
import { t as tShared, withMessages } from '../messages';

/**
 * /donation-details?token=...: the page a best-efforts follow-up mail links to
 * (docs/donation-rules.md). The token goes in the form's POST, so a mail scanner that opens
 * links does not spend it; the server validates with the same schema.
 */
function DonationDetailsScreen() {
  const [params] = useSearchParams();
  const complete = useCompleteDonorDetails();
  const { register, handleSubmit, setError, formState } = useForm<DonorDetailsBody>({
    resolver: zodResolver(donorDetailsBodySchema),
    values: { token: params.get('token') ?? '', employer: '', occupation: '' },
  });
  const submit = handleSubmit((body) =>
    complete.mutate(body, {
      onError: (error) => {
        if (setServerFieldErrors(error, setError, ['employer', 'occupation']).length === 0) {
          setError('root.server', { type: 'server', message: serverMessage(error) });
        }
      },
    }),
  );
  const problem = formState.errors.root?.server?.message ?? formState.errors.token?.message;
  return (
    <PageContainer>
      <PageHeader title={t('donationDetails.title')} />
      <Panel>
        {complete.data ? (
          <Text role="status">
            {t('donationDetails.done', {
              reference: complete.data.reference,
              name: complete.data.candidateName,
            })}
          </Text>
        ) : (
          <Form onSubmit={submit} noValidate aria-label={t('donationDetails.formLabel')}>
            <Text>{tShared('donate.bestEfforts')}</Text>
            <Text>{t('donationDetails.notEmployed')}</Text>
            <input type="hidden" {...register('token')} />
            <Field label={tShared('donate.employer')} error={formState.errors.employer?.message}>
              <TextInput autoComplete="organization" {...register('employer')} />
            </Field>
            <Field
              label={tShared('donate.occupation')}
              error={formState.errors.occupation?.message}
            >
              <TextInput autoComplete="organization-title" {...register('occupation')} />
            </Field>
            {problem ? <Problem role="alert">{problem}</Problem> : null}
            <Button type="submit" disabled={complete.isPending}>
              {complete.isPending ? t('donationDetails.saving') : t('donationDetails.save')}
            </Button>
          </Form>
        )}
      </Panel>
    </PageContainer>
  );
}

export default withDonationsMessages(withMessages(DonationDetailsScreen));

import { useId, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  ALREADY_REPORTED_COMMENT_MESSAGE,
  ALREADY_REPORTED_MESSAGE,
  ApiError,
  REPORT_DETAILS_MAX_CHARS,
  REPORT_REASONS,
  postTextLength,
  setServerFieldErrors,
  useMutationErrorNotice,
  useReportComment,
  useReportPost,
  type ReportPostBody,
} from 'shared-api';
import { Button, Cluster, notify } from 'shared-ui';
import { Field, Modal, TextArea, Fieldset } from 'shared-ui/forms';
import styled from 'styled-components';
import { t } from '../../../messages';
import { contractMessage } from '../../contract-messages';
import { reportResolver } from '../../post-resolvers';
import { reportReasonText } from '../../report-reasons';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  cursor: pointer;
`;

const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.dangerText};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Buttons = styled(Cluster).attrs({ $gap: 2, $align: 'stretch', $justify: 'flex-end' })``;

const DEFAULTS: ReportPostBody = { reason: '' as ReportPostBody['reason'], details: '' };

// Each kind's words: the feed calls comments replies ('Replies to this post'), and so does the
// dialog.
const SUBJECT_WORDS = {
  post: {
    title: 'report.post.title',
    loginRequired: 'report.post.loginRequired',
    sent: 'report.post.sent',
    alreadyReported: ALREADY_REPORTED_MESSAGE,
  },
  comment: {
    title: 'report.reply.title',
    loginRequired: 'report.reply.loginRequired',
    sent: 'report.reply.sent',
    alreadyReported: ALREADY_REPORTED_COMMENT_MESSAGE,
  },
} as const;

/** What is reported: a post, or a comment (comments are moderated like posts, docs/roles.md). */
export interface ReportSubject {
  kind: 'post' | 'comment';
  id: number;
}

/**
 * The report dialog of one post or comment: a reason and optional details, checked with the
 * server's own schema (the same for both). It exists only while open, so a feed of posts holds
 * no report form (each form's first render ends in a synchronous re-render, one per post, as
 * the feed mounts).
 */
export function ReportPostDialog({
  subject,
  onClose,
}: {
  subject: ReportSubject;
  onClose: () => void;
}) {
  const reasonErrorId = useId();
  const firstReason = useRef<HTMLInputElement | null>(null);
  const reportPost = useReportPost();
  const reportComment = useReportComment();
  const report = subject.kind === 'post' ? reportPost : reportComment;
  const words = SUBJECT_WORDS[subject.kind];
  const { register, handleSubmit, setError, control, formState } = useForm<ReportPostBody>({
    resolver: reportResolver,
    defaultValues: DEFAULTS,
  });
  const details = useWatch({ control, name: 'details' }) ?? '';
  const notifyError = useMutationErrorNotice(notify, {
    loginRequired: {
      title: t('notice.loginRequired'),
      description: t(words.loginRequired),
    },
    failed: {
      title: t('report.failedTitle'),
      description: t('report.failed'),
    },
  });

  const submit = handleSubmit((body) => {
    if (report.isPending) return;
    const handlers = {
      onSuccess: () => {
        onClose();
        notify({ title: t('report.sentTitle'), description: t(words.sent) });
      },
      onError: (error: Error) => {
        // A second report changes nothing: the first one stands.
        if (error instanceof ApiError && error.status === 409) {
          onClose();
          notify({
            title: t('report.alreadyTitle'),
            description: contractMessage(words.alreadyReported),
          });
          return;
        }
        notifyError(error);
        setServerFieldErrors(error, setError, ['reason', 'details']);
      },
    };
    if (subject.kind === 'post') reportPost.mutate({ postId: subject.id, ...body }, handlers);
    else reportComment.mutate({ commentId: subject.id, ...body }, handlers);
  });

  const reasonField = register('reason');
  const length = postTextLength(details);

  return (
    <Modal open onClose={onClose} title={t(words.title)} size="sm" initialFocusRef={firstReason}>
      <Form
        onSubmit={submit}
        onFocus={reportResolver.prepare}
        aria-busy={report.isPending}
        aria-label={t(words.title)}
        noValidate
      >
        <Fieldset $gap={2} aria-describedby={formState.errors.reason ? reasonErrorId : undefined}>
          <Legend>{t('report.legend')}</Legend>
          {REPORT_REASONS.map((reason, index) => (
            <Choice key={reason}>
              <input
                type="radio"
                value={reason}
                {...reasonField}
                ref={(element) => {
                  reasonField.ref(element);
                  if (index === 0) firstReason.current = element;
                }}
              />
              {reportReasonText(reason)}
            </Choice>
          ))}
          {formState.errors.reason?.message ? (
            <FieldError id={reasonErrorId} role="alert">
              {contractMessage(formState.errors.reason.message)}
            </FieldError>
          ) : null}
        </Fieldset>
        <Field
          label={t('report.details')}
          hint={t('report.detailsHint', {
            other: reportReasonText('other'),
            length,
            max: REPORT_DETAILS_MAX_CHARS,
          })}
          error={contractMessage(formState.errors.details?.message)}
        >
          <TextArea rows={3} {...register('details')} />
        </Field>
        <Note>{t('report.note')}</Note>
        <Buttons>
          <Button $variant="secondary" onClick={onClose}>
            {t('report.cancel')}
          </Button>
          <Button type="submit" $variant="danger" aria-disabled={report.isPending}>
            {report.isPending ? t('report.sending') : t('report.send')}
          </Button>
        </Buttons>
      </Form>
    </Modal>
  );
}

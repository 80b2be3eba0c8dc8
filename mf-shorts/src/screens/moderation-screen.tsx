import { Link } from 'react-router-dom';
import { loginUrl, readableError, useAuthUser } from 'shared-api';
import {
  Button,
  EmptyState,
  ErrorState,
  LoadingState,
  PageContainer,
  PageHeader,
  PageStack,
  Stack,
} from 'shared-ui';
import styled from 'styled-components';
import { BackToShortsLink } from '../features/feed';
import { ReportedCommentsQueue, ReportedPostsQueue } from '../features/moderation';
import { t, withMessages } from '../messages';

const Top = styled(Stack).attrs({ $gap: 0 })``;

/**
 * /Shorts/moderation: support's queues of reported posts and replies, with Hide and Restore
 * (docs/roles.md).
 * A visitor is asked to log in; a member is told the page is support's. The server refuses
 * them anyway (401, 403).
 */
function ModerationScreen() {
  const auth = useAuthUser();

  let body;
  if (auth.isLoading) {
    body = <LoadingState label={t('moderation.checkingSession')} />;
  } else if (auth.error) {
    body = (
      <ErrorState
        title={t('moderation.sessionFailed')}
        message={readableError(auth.error)}
        error={auth.error}
      />
    );
  } else if (!auth.user) {
    body = (
      <EmptyState
        title={t('moderation.loginTitle')}
        text={t('moderation.loginText')}
        headingLevel={2}
        action={
          <Button as="a" href={loginUrl()}>
            {t('moderation.logIn')}
          </Button>
        }
      />
    );
  } else if (!auth.user.isAdmin) {
    body = (
      <EmptyState
        title={t('moderation.deniedTitle')}
        text={t('moderation.deniedText')}
        headingLevel={2}
        action={<Link to="/Shorts">{t('shorts.seeRecentPosts')}</Link>}
      />
    );
  } else {
    body = (
      <>
        <ReportedPostsQueue />
        <ReportedCommentsQueue />
      </>
    );
  }

  return (
    <PageContainer $width="narrow">
      <PageStack>
        <Top>
          <BackToShortsLink />
          <PageHeader title={t('moderation.title')} lead={t('moderation.lead')} />
        </Top>
        {body}
      </PageStack>
    </PageContainer>
  );
}

export default withMessages(ModerationScreen);

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

const Top = styled(Stack).attrs({ $gap: 0 })``;

/**
 * /Shorts/moderation: support's queues of reported posts and replies, with Hide and Restore
 * (docs/roles.md).
 * A visitor is asked to log in; a member is told the page is support's. The server refuses
 * them anyway (401, 403).
 */
export default function ModerationScreen() {
  const auth = useAuthUser();

  let body;
  if (auth.isLoading) {
    body = <LoadingState label="Checking your session" />;
  } else if (auth.error) {
    body = (
      <ErrorState
        title="Could not check your session"
        message={readableError(auth.error)}
        error={auth.error}
      />
    );
  } else if (!auth.user) {
    body = (
      <EmptyState
        title="Authentication Required"
        text="Please log in as PAID support to review reported posts."
        headingLevel={2}
        action={
          <Button as="a" href={loginUrl()}>
            Log In
          </Button>
        }
      />
    );
  } else if (!auth.user.isAdmin) {
    body = (
      <EmptyState
        title="Access Denied"
        text="Only PAID support can review reported posts."
        headingLevel={2}
        action={<Link to="/Shorts">See the recent posts</Link>}
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
          <PageHeader title="Reported posts" lead="Support reviews what members report." />
        </Top>
        {body}
      </PageStack>
    </PageContainer>
  );
}

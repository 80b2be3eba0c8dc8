import { Link } from 'react-router-dom';
import { Button, EmptyState, PageContainer } from 'shared-ui';
import { t } from '../../../live-messages';

export function NotACandidate() {
  return (
    <PageContainer>
      <EmptyState
        headingLevel={2}
        title={t('notCandidate.title')}
        text={t('notCandidate.text')}
        action={
          <Button as={Link} to="/register">
            {t('notCandidate.register')}
          </Button>
        }
      />
    </PageContainer>
  );
}

import { Link } from 'react-router-dom';
import { positionLabel, useCandidatesByGeography, readableError } from 'shared-api';
import {
  Avatar,
  Button,
  Cluster,
  ErrorState,
  formatThousands,
  GridList,
  LoadingState,
  Stack,
  translateMessage,
} from 'shared-ui';
import styled from 'styled-components';
import { PendingVerificationBadge } from '../../../components/pending-verification-badge';
import { TitledSection } from '../../../components/titled-section';
import { t, tCount } from '../../../place-messages';

const Item = styled(Cluster).attrs({ as: 'li', $gap: 3, $justify: 'space-between', $wrap: false })`
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Who = styled(Stack).attrs({ $gap: 0 })`
  flex: 1;
  min-width: 0;
`;

const Name = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  &:hover {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Position = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Status = styled.span`
  margin-top: ${({ theme }) => theme.space[1]};
`;

const Money = styled.span`
  flex: none;
  font-weight: ${({ theme }) => theme.fontWeights.black};
  color: ${({ theme }) => theme.colors.primaryText};
  font-variant-numeric: tabular-nums;
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;

  p {
    margin: 0;
  }
`;

/** One of the nine offices in the page's language (shared-api's words); free text as typed. */
const positionText = (position: string): string => translateMessage(positionLabel(position));

export interface PlaceCandidatesProps {
  /** A state code, 5-digit county FIPS or 7-digit city FIPS. */
  code: string;
  /** The place's name, for the empty text. */
  placeName: string;
}

/**
 * The candidates registered for a place, most money first, each linking to their page; one
 * support has not activated yet is marked "Pending verification" (docs/roles.md).
 */
export function PlaceCandidates({ code, placeName }: PlaceCandidatesProps) {
  const candidates = useCandidatesByGeography(code);

  let body;
  if (candidates.data && candidates.data.length > 0) {
    body = (
      <GridList $minColumnWidth="16rem" $gap={3}>
        {candidates.data.map((candidate) => (
          <Item key={candidate.id}>
            {/* Decorative: the name beside it says whose photo it is. */}
            <Avatar src={candidate.avatar} alt="" name={candidate.name} size="md" />
            <Who>
              <Name to={`/candidate/${candidate.id}`}>{candidate.name}</Name>
              <Position>{positionText(candidate.position)}</Position>
              {candidate.isActivated ? null : (
                <Status>
                  <PendingVerificationBadge />
                </Status>
              )}
            </Who>
            <Money>{formatThousands(candidate.totalDonations)}</Money>
          </Item>
        ))}
      </GridList>
    );
  } else if (candidates.data) {
    body = (
      <Empty>
        <p>{t('candidates.none', { place: placeName })}</p>
        <Button as={Link} to="/register" $size="sm">
          {t('candidates.register')}
        </Button>
      </Empty>
    );
  } else if (candidates.isError) {
    body = (
      <ErrorState
        title={t('candidates.failed')}
        message={readableError(candidates.error)}
        error={candidates.error}
        onRetry={() => void candidates.refetch()}
      />
    );
  } else {
    body = <LoadingState label={t('candidates.loading')} />;
  }

  const count = candidates.data?.length ?? 0;
  return (
    <TitledSection
      title={t('candidates.title')}
      meta={count > 0 ? tCount('candidates.count.one', 'candidates.count.other', count) : null}
    >
      {body}
    </TitledSection>
  );
}

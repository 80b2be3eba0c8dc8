import { Link } from 'react-router-dom';
import type { CandidateListItem } from 'shared-api';
import { Avatar, Badge, Button, Cluster, GridList, Stack, VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';
import { positionName } from '../../../format/position-name';
import { t } from '../../../messages';

const Item = styled(Stack).attrs({ as: 'li', $gap: 2 })`
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Identity = styled(Cluster).attrs({ $gap: 3, $wrap: false })`
  min-width: 0;
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const Position = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Bio = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 4;
`;

const Footer = styled(Cluster).attrs({ $gap: 2, $justify: 'space-between', $wrap: false })`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
`;

/**
 * The state's candidates: name, position, bio if any, 'Candidate' ("Pending verification" for
 * one support has not activated yet, docs/roles.md) and 'Details'.
 */
export function CandidateGrid({ candidates }: { candidates: readonly CandidateListItem[] }) {
  return (
    <GridList $minColumnWidth="16rem" $gap={4}>
      {candidates.map((candidate) => (
        <Item key={candidate.id}>
          <Identity>
            {/* Decorative: the name beside it says whose photo it is. */}
            <Avatar src={candidate.avatar} alt="" name={candidate.name} size="md" />
            <div>
              <Name>{candidate.name}</Name>
              <Position>{positionName(candidate.position)}</Position>
            </div>
          </Identity>
          {candidate.bio ? <Bio>{candidate.bio}</Bio> : null}
          <Footer>
            {candidate.isActivated ? (
              <Badge $tone="green">{t('candidates.badge')}</Badge>
            ) : (
              <Badge $tone="grey">{t('candidates.pendingVerification')}</Badge>
            )}
            <Button as={Link} to={`/candidate/${candidate.id}`} $variant="secondary" $size="sm">
              {t('candidates.details')}
              <VisuallyHidden>
                {' '}
                {t('candidates.detailsAbout', { name: candidate.name })}
              </VisuallyHidden>
            </Button>
          </Footer>
        </Item>
      ))}
    </GridList>
  );
}

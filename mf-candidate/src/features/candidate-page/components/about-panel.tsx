import styled from 'styled-components';
import type { Candidate } from 'shared-api';
import { t } from '../../../candidate-page-messages';
import { ProfileSection, ProfileText } from './profile-section';

const Contact = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/** About tab: biography, experience and contact, each with its fallback. */
export function AboutPanel({
  candidate,
}: {
  candidate: Pick<Candidate, 'bio' | 'experience' | 'email' | 'phone'>;
}) {
  const email = candidate.email?.trim();
  const phone = candidate.phone?.trim();
  const notProvided = t('about.notProvided');
  return (
    <>
      <ProfileSection title={t('about.biography')}>
        <ProfileText text={candidate.bio} fallback={t('about.noBiography')} />
      </ProfileSection>
      <ProfileSection title={t('about.experience')}>
        <ProfileText text={candidate.experience} fallback={t('about.noExperience')} />
      </ProfileSection>
      <ProfileSection title={t('about.contact')}>
        <Contact>
          <dt>{t('about.email')}</dt>
          <dd>{email ? <a href={`mailto:${email}`}>{email}</a> : notProvided}</dd>
          <dt>{t('about.phone')}</dt>
          <dd>
            {phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : notProvided}
          </dd>
        </Contact>
      </ProfileSection>
    </>
  );
}

/** Platform tab. */
export function PlatformPanel({ candidate }: { candidate: Pick<Candidate, 'platform'> }) {
  return (
    <ProfileSection title={t('about.platform')}>
      <ProfileText text={candidate.platform} fallback={t('about.noPlatform')} />
    </ProfileSection>
  );
}

import { useId, type ReactNode } from 'react';
import { Cluster, Stack } from 'shared-ui';
import styled from 'styled-components';

const Section = styled(Stack).attrs({ as: 'section', $gap: 4 })`
  min-width: 0;
`;

const Header = styled(Cluster).attrs({ $gap: 2, $align: 'baseline', $justify: 'space-between' })``;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

export const SectionMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const PlaceNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export interface TitledSectionProps {
  title: string;
  /** A short count or hint beside the title. */
  meta?: ReactNode;
  children: ReactNode;
}

/** A titled section of a screen, with a short note beside its h2 (keeps the outline in order). */
export function TitledSection({ title, meta, children }: TitledSectionProps) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <Header>
        <Title id={titleId}>{title}</Title>
        {meta ? <SectionMeta>{meta}</SectionMeta> : null}
      </Header>
      {children}
    </Section>
  );
}

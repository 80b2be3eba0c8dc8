import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardBody, CardHeader, CardTitle } from './card';

export interface CardSectionProps {
  /** The section's h2, in the card's header; it names the section for screen readers. */
  title: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A section off the screen is not styled, laid out or painted until it comes near the
 * window (content-visibility); it keeps the height it last had, or stands in with a guess
 * until it first shows. Most of a long page's sections start below the first screen (on
 * /PaidState/:state 994 of 1,102 elements at 412 px), and laying them out as the page
 * starts was most of the work after its first render. The card already clips what overflows
 * it, so the paint containment this brings changes nothing.
 */
const Section = styled(Card)`
  content-visibility: auto;
  contain-intrinsic-block-size: auto 320px;
`;

/** A card that is a section of the page: an h2 title in its header, the content in its body. */
export function CardSection({ title, children, className }: CardSectionProps) {
  const titleId = useId();
  return (
    <Section as="section" aria-labelledby={titleId} className={className}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {title}
        </CardTitle>
      </CardHeader>
      <CardBody>{children}</CardBody>
    </Section>
  );
}

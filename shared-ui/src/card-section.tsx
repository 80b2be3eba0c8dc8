import { useId, type ReactNode } from 'react';
import { Card, CardBody, CardHeader, CardTitle } from './card';

export interface CardSectionProps {
  /** The section's h2, in the card's header; it names the section for screen readers. */
  title: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A card that is a section of the page: an h2 title in its header, the content in its body. */
export function CardSection({ title, children, className }: CardSectionProps) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} className={className}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {title}
        </CardTitle>
      </CardHeader>
      <CardBody>{children}</CardBody>
    </Card>
  );
}

import React from 'react';
import styled from '@emotion/styled';
import { color, fontSize, gradient, space } from '../../styles/tokens';
import { Card, Container, Muted, Section } from '../ui/primitives';
import { ButtonLink } from '../ui/button-link';

const CtaWrap = styled(Card)`
  text-align: center;
  padding: ${space(10)} ${space(6)};
  background: ${gradient.wash}, ${color.surfaceRaised};
  h2 {
    font-size: ${fontSize.xl};
  }
`;

const CtaNote = styled(Muted)`
  margin: ${space(3)} 0 0;
`;

/** Every content page ends in a call to action leading to /contact/, a full page load. */
/** The company's reply time in hours (replyWithinHours in company.yaml), for a closing card's note; the CMS preview gives the filled token's text. */
export type ReplyHours = number | string;

export const CtaCard = ({ heading, label, note, href }: { heading: string; label: string; note?: string | null; href: string }) => (
  <Section as="div">
    <Container>
      <CtaWrap as="section" aria-label={heading}>
        <h2>{heading}</h2>
        <ButtonLink href={href}>{label}</ButtonLink>
        {note && <CtaNote>{note}</CtaNote>}
      </CtaWrap>
    </Container>
  </Section>
);

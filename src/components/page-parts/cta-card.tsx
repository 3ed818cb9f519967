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

/** The company's reply time in hours (replyWithinHours in company.yaml), for a closing card's note; the CMS preview gives the filled token's text. */
export type ReplyHours = number | string;

/** The closing card's note that promises the company's reply time. */
export const replyNote = (replyHours: ReplyHours): string => `We reply within ${replyHours} hours`;

/** Every content page ends in a call to action leading to /contact/, a full page load. */
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

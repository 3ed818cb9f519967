import React from 'react';
import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { HERO_ATTRIBUTE } from '../../lib/hero-variant';
import { routes } from '../../lib/routes';
import { color, fontSize, letterSpacing, lineHeight, mq, space } from '../../styles/tokens';
import { StatTiles } from '../page-parts';
import { Badge, Container } from '../ui/primitives';
import { ButtonLink, SecondaryButtonLink } from '../ui/button-link';
import { LAUNCHER_CLEAR_ATTRIBUTE } from '../chat/use-launcher-clear';
import { HeroVisual } from './hero-visual';
import { useSiteData } from '../../hooks/use-site-data';

/**
 * Both headline variants are in the HTML; the inline script set <html data-hero> before first
 * paint and this CSS shows only that one, so the hero never swaps text or shifts layout.
 * Without JavaScript the first variant shows.
 */
const Hero = styled.section`
  padding: ${space(20)} 0 ${space(16)};
  background: radial-gradient(circle at 20% 0%, ${color.surfaceRaised} 0%, transparent 60%);
  h1 {
    font-size: ${fontSize.display};
    line-height: ${lineHeight.tight};
    letter-spacing: ${letterSpacing.display};
    margin: ${space(5)} 0;
    max-width: 16ch;
  }
  .hero-subtext {
    font-size: ${fontSize.lg};
    color: ${color.muted};
    max-width: 40rem;
  }
  [data-hero-variant='2'] {
    display: none;
  }
  html[${HERO_ATTRIBUTE}='2'] & [data-hero-variant='1'] {
    display: none;
  }
  html[${HERO_ATTRIBUTE}='2'] & [data-hero-variant='2'] {
    display: revert;
  }
`;

/** Text on the left, the brand visual on the right from the lg breakpoint (one column below it). */
const Columns = styled.div`
  ${mq.lg} {
    display: grid;
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
    gap: ${space(10)};
    align-items: center;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  margin: ${space(8)} 0 ${space(12)};
  ${mq.md} {
    margin-bottom: ${space(16)};
  }
`;

/** What the hero shows: each page showing it spreads this fragment into its page query. */
export const heroSectionContent = graphql`
  fragment HeroSectionContent on Query {
    homeContent {
      heroBadge
      heroVariants {
        headline
        subtext
      }
      heroStats {
        value
        label
        icon
      }
    }
  }
`;

export const HeroSection = ({ content }: { content: Queries.HeroSectionContentFragment }) => {
  const { company } = useSiteData();
  const { homeContent } = content;
  if (!homeContent) return null;
  return (
    <Hero id="home" aria-label="Introduction">
      <Container {...{ [LAUNCHER_CLEAR_ATTRIBUTE]: true }}>
        <Columns>
          <div>
            <Badge>{homeContent.heroBadge}</Badge>
            {/* One h1 holding both variants; CSS displays only the session's (the other is out of the accessibility tree). */}
            <h1>
              {homeContent.heroVariants.map((variant, index) => (
                <span key={variant.headline} data-hero-variant={index + 1}>
                  {variant.headline}
                </span>
              ))}
            </h1>
            {homeContent.heroVariants.map((variant, index) => (
              <p key={variant.subtext} className="hero-subtext" data-hero-variant={index + 1}>
                {variant.subtext}
              </p>
            ))}
            <Actions>
              <ButtonLink href={routes.contact}>Start Your AI Journey</ButtonLink>
              <SecondaryButtonLink href="#contact">Get a Quote</SecondaryButtonLink>
            </Actions>
          </div>
          <HeroVisual />
        </Columns>
        <StatTiles stats={homeContent.heroStats} label={`${company.name} at a glance`} />
      </Container>
    </Hero>
  );
};

import React from 'react';
import styled from '@emotion/styled';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { getImage, getSrc } from 'gatsby-plugin-image';
import { CaseStudyBody } from '../components/case-study-body';
import { Layout } from '../components/layout';
import { CtaCard, PageHero, StatTiles } from '../components/page-parts';
import { JsonLd } from '../components/json-ld';
import { Seo } from '../components/seo';
import { useSiteData } from '../hooks/use-site-data';
import { Badge, Container, Section } from '../components/ui/primitives';
import { ButtonLink, SecondaryButtonLink } from '../components/ui/button-link';
import { routes } from '../lib/routes';
import { sourceCodeLink } from '../lib/source-code-link';
import { caseStudyJsonLd } from '../lib/structured-data';
import { space } from '../styles/tokens';

type Data = Queries.CaseStudyPageQuery;

const OpenSourceBadge = styled(Badge)`
  align-self: center;
`;

const HeroLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  margin: ${space(6)} 0;
`;

const CaseStudyPage = ({ data }: PageProps<Data>) => {
  const item = data.portfolioItem;
  if (!item) return null;
  const image = getImage(item.screenshot.childImageSharp?.gatsbyImageData ?? null);
  const source = sourceCodeLink(item);
  return (
    <Layout contentIsStatic>
      <PageHero badge={item.badge} title={item.title} intro={item.tagline}>
        <HeroLinks>
          <ButtonLink href={item.url} target="_blank" rel="noopener noreferrer">
            Visit Live Application <span className="visually-hidden">(opens in a new tab)</span>
          </ButtonLink>
          {source && (
            <SecondaryButtonLink href={source.href} {...(source.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {source.label}
              {source.external && <span className="visually-hidden"> (opens in a new tab)</span>}
            </SecondaryButtonLink>
          )}
          {item.openSource && <OpenSourceBadge data-open-source>Open Source</OpenSourceBadge>}
        </HeroLinks>
        <StatTiles stats={item.metrics} label={`${item.title} results in figures`} />
      </PageHero>
      <Section>
        <Container>
          <CaseStudyBody item={item} image={image} />
        </Container>
      </Section>
      <CtaCard heading="Want results like these?" label="Start Your AI Project" note="Free consultation available" href={routes.contact} />
    </Layout>
  );
};

export default CaseStudyPage;

export const Head = ({ data: { portfolioItem: item } }: HeadProps<Data>) => {
  const { company } = useSiteData();
  const screenshot = item?.screenshot.childImageSharp?.gatsbyImageData;
  const screenshotPath = screenshot ? getSrc(screenshot) : undefined;
  return item ? (
    <Seo title={`${item.title} Case Study`} description={item.description} path={routes.caseStudy(item.slug)} type="article">
      <JsonLd data={caseStudyJsonLd(company, { ...item, screenshotPath })} />
    </Seo>
  ) : null;
};

export const query = graphql`
  query CaseStudyPage($id: String!) {
    portfolioItem(id: { eq: $id }) {
      ...CaseStudyBody
      slug
      badge
      tagline
      description
      url
      openSource
      sourceCodeUrl
      screenshot {
        childImageSharp {
          gatsbyImageData(width: 1100, layout: CONSTRAINED, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
        }
      }
      metrics {
        value
        label
      }
    }
  }
`;

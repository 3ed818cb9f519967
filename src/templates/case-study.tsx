import React from 'react';
import styled from '@emotion/styled';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { GatsbyImage, getImage, getSrc } from 'gatsby-plugin-image';
import { Layout } from '../components/layout';
import { Blocks, CtaCard, ListBlock, PageHero, StatTiles } from '../components/page-parts';
import { JsonLd } from '../components/json-ld';
import { Seo } from '../components/seo';
import { useSiteData } from '../components/use-site-data';
import { Badge, ButtonLink, Card, Container, SecondaryButtonLink, Section } from '../components/ui';
import { UI_ICONS } from '../lib/icons';
import { routes } from '../lib/routes';
import { sourceCodeLink } from '../lib/source-code-link';
import { caseStudyJsonLd } from '../lib/structured-data';
import { color, fontSize, radius, space } from '../styles/tokens';

type Data = Queries.CaseStudyPageQuery;

const Tags = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  li { padding: ${space(1)} ${space(3)}; border-radius: ${radius.pill}; background: ${color.surfaceRaised}; border: 1px solid ${color.border}; font-size: ${fontSize.sm}; }
`;

const Shot = styled.figure`
  margin: 0 0 ${space(8)};
  border-radius: ${radius.md};
  overflow: hidden;
  border: 1px solid ${color.border};
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
          {item.openSource && (
            <Badge data-open-source style={{ alignSelf: 'center' }}>
              Open Source
            </Badge>
          )}
        </HeroLinks>
        <StatTiles stats={item.metrics} label={`${item.title} results in figures`} />
      </PageHero>
      <Section>
        <Container>
          {image && (
            <Shot>
              <GatsbyImage image={image} alt={item.screenshotAlt} />
            </Shot>
          )}
          <Blocks>
            <Card as="section">
              <h2>The Challenge</h2>
              <p>{item.challenge}</p>
            </Card>
            <Card as="section">
              <h2>Our AI Solution</h2>
              <p>{item.solution}</p>
              <h3>Technologies Used</h3>
              <Tags>
                {item.technologies.map((tech) => (
                  <li key={tech}>{tech}</li>
                ))}
              </Tags>
            </Card>
          </Blocks>
          {item.results && (
            <div style={{ marginTop: '1.5rem' }}>
              <ListBlock title="Results & Impact" items={item.results} icon={UI_ICONS.benefits} />
            </div>
          )}
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
      slug
      title
      badge
      tagline
      description
      url
      openSource
      sourceCodeUrl
      screenshotAlt
      screenshot {
        childImageSharp {
          gatsbyImageData(width: 1100, layout: CONSTRAINED, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
        }
      }
      metrics { value label }
      challenge
      solution
      technologies
      results
    }
  }
`;

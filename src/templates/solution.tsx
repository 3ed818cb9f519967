import React from 'react';
import styled from '@emotion/styled';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout';
import { Blocks, CtaCard, ListBlock, PageHero, Prose, StatTiles } from '../components/page-parts';
import { JsonLd } from '../components/json-ld';
import { Seo } from '../components/seo';
import { useSiteData } from '../hooks/use-site-data';
import { Card, Container, Section } from '../components/ui/primitives';
import { UI_ICONS } from '../lib/icons';
import { routes } from '../lib/routes';
import { solutionJsonLd } from '../lib/structured-data';
import { space } from '../styles/tokens';

const SpacedCard = styled(Card)`
  margin: ${space(8)} 0;
`;

const UseCases = styled.div`
  margin-top: ${space(6)};
`;

type Data = Queries.SolutionPageQuery;

const SolutionPage = ({ data }: PageProps<Data>) => {
  const solution = data.solution;
  if (!solution) return null;
  return (
    <Layout contentIsStatic>
      <PageHero badge={solution.badge} title={solution.name} intro={solution.tagline} />
      <Section>
        <Container>
          <Prose dangerouslySetInnerHTML={{ __html: solution.html }} />
          {solution.pricing && (
            <SpacedCard as="section" aria-labelledby="pricing-heading">
              <h2 id="pricing-heading">Pricing</h2>
              <p>{solution.pricing.summary}</p>
              <StatTiles
                label="Consulting pricing"
                stats={[
                  { value: 'Free', label: `${solution.pricing.freeConsultationMinutes}-minute consultation` },
                  { value: `$${solution.pricing.blockPriceUsd}`, label: `per ${solution.pricing.blockMinutes}-minute block` },
                ]}
              />
            </SpacedCard>
          )}
          {solution.process && (
            <SpacedCard as="section" aria-labelledby="process-heading">
              <h2 id="process-heading">Our {solution.process.length}-Step Process</h2>
              <ol>
                {solution.process.map((step) => (
                  <li key={step.title}>
                    <strong>{step.title}</strong>: {step.description}
                  </li>
                ))}
              </ol>
            </SpacedCard>
          )}
          <Blocks>
            <ListBlock title="Applications" items={solution.applications} icon={UI_ICONS.features} />
            <ListBlock title="Benefits" items={solution.benefits} icon={UI_ICONS.benefits} />
          </Blocks>
          <UseCases>
            <ListBlock title="Use Cases" items={solution.useCases} icon={UI_ICONS.useCases} />
          </UseCases>
        </Container>
      </Section>
      <CtaCard heading={`Ready to explore ${solution.name}?`} label={solution.cta.label} note={solution.cta.note} href={routes.contact} />
    </Layout>
  );
};

export default SolutionPage;

export const Head = ({ data: { solution } }: HeadProps<Data>) => {
  const { company } = useSiteData();
  return solution ? (
    <Seo title={solution.name} description={solution.description} path={routes.solution(solution.slug)}>
      <JsonLd data={solutionJsonLd(company, solution)} />
    </Seo>
  ) : null;
};

export const query = graphql`
  query SolutionPage($id: String!) {
    solution(id: { eq: $id }) {
      slug
      kind
      name
      badge
      tagline
      description
      applications
      benefits
      useCases
      cta {
        label
        note
      }
      pricing {
        freeConsultationMinutes
        blockPriceUsd
        blockMinutes
        summary
      }
      process {
        title
        description
      }
      html
    }
  }
`;

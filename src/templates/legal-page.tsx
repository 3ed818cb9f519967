import React from 'react';
import styled from '@emotion/styled';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { BackButton } from '../components/back-button';
import { Layout } from '../components/layout';
import { CtaCard, PageHero, Prose } from '../components/page-parts';
import { Seo } from '../components/seo';
import { Card, CheckList, Container, Grid, Section } from '../components/ui/primitives';
import { routes } from '../lib/routes';
import { space } from '../styles/tokens';

const Principles = styled.section`
  margin-top: ${space(8)};
`;

type Data = Queries.LegalPageQuery;

const LegalPage = ({ data }: PageProps<Data>) => {
  const page = data.legalPage;
  if (!page) return null;
  return (
    <Layout>
      <PageHero title={page.title} intro={`Last updated: ${page.lastUpdated}`}>
        <BackButton fallback={routes.home}>Back to Home</BackButton>
      </PageHero>
      <Section>
        <Container>
          <Prose dangerouslySetInnerHTML={{ __html: page.html }} />
          {page.principles && (
            <Principles aria-labelledby="principles-heading">
              <h2 id="principles-heading">Our Principles</h2>
              <Grid min="300px">
                {page.principles.map((principle) => (
                  <Card key={principle.title}>
                    <h3>{principle.title}</h3>
                    <p>{principle.description}</p>
                    <CheckList>
                      {principle.commitments.map((commitment) => (
                        <li key={commitment}>{commitment}</li>
                      ))}
                    </CheckList>
                  </Card>
                ))}
              </Grid>
            </Principles>
          )}
        </Container>
      </Section>
      <CtaCard heading="Questions? Talk to our team" label="Contact Us" note="We reply within 24 hours" href={routes.contact} />
    </Layout>
  );
};

export default LegalPage;

export const Head = ({ data }: HeadProps<Data>) =>
  data.legalPage ? <Seo title={data.legalPage.title} description={data.legalPage.description} path={routes.legal(data.legalPage.slug)} /> : null;

export const query = graphql`
  query LegalPage($id: String!) {
    legalPage(id: { eq: $id }) {
      slug
      title
      description
      lastUpdated
      principles {
        title
        description
        commitments
      }
      html
    }
  }
`;

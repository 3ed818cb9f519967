import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { BackButton } from '../components/back-button';
import { Layout } from '../components/layout';
import { CtaCard, PageHero, Prose } from '../components/page-parts';
import { JsonLd } from '../components/json-ld';
import { Seo } from '../components/seo';
import { useSiteData } from '../hooks/use-site-data';
import { Badge, Container, Section } from '../components/ui/primitives';
import { formatLongDate } from '../lib/dates';
import { routes } from '../lib/routes';
import { pressReleaseJsonLd } from '../lib/structured-data';

type Data = Queries.PressReleasePageQuery;

const PressReleasePage = ({ data }: PageProps<Data>) => {
  const release = data.pressRelease;
  if (!release) return null;
  const isDraft = release.status === 'DRAFT';
  const dateline = `${release.location} — ${release.date ? formatLongDate(release.date) : 'Coming Soon'}`;
  return (
    <Layout>
      <PageHero badge={isDraft ? 'Coming Soon' : 'Press Release'} title={release.title} intro={release.excerpt}>
        <p>
          {isDraft && <Badge>Draft</Badge>} {dateline}
        </p>
        <BackButton fallback={routes.press}>Back to Press Releases</BackButton>
      </PageHero>
      <Section>
        <Container>
          <Prose dangerouslySetInnerHTML={{ __html: release.html }} />
        </Container>
      </Section>
      <CtaCard heading="Talk to our team" label="Contact Us" note="We reply within 24 hours" href={routes.contact} />
    </Layout>
  );
};

export default PressReleasePage;

export const Head = ({ data: { pressRelease: release } }: HeadProps<Data>) => {
  const { company } = useSiteData();
  return release ? (
    <Seo title={release.title} description={release.excerpt} path={routes.pressRelease(release.slug)} noindex={release.status === 'DRAFT'} type="article">
      <JsonLd data={pressReleaseJsonLd(company, release)} />
    </Seo>
  ) : null;
};

export const query = graphql`
  query PressReleasePage($id: String!) {
    pressRelease(id: { eq: $id }) {
      slug
      status
      title
      date
      location
      excerpt
      html
    }
  }
`;

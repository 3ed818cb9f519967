import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { PressReleaseArticle } from '../components/articles/press-release-article';
import { Layout } from '../components/layout';
import { JsonLd } from '../components/json-ld';
import { Seo } from '../components/seo';
import { useSiteData } from '../hooks/use-site-data';
import { routes } from '../lib/routes';
import { pressReleaseJsonLd } from '../lib/structured-data';

type Data = Queries.PressReleasePageQuery;

const PressReleasePage = ({ data }: PageProps<Data>) => {
  const release = data.pressRelease;
  if (!release) return null;
  return (
    <Layout>
      <PressReleaseArticle release={release} html={release.html ?? ''} />
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

import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { LegalArticle } from '../components/articles/legal-article';
import { Layout } from '../components/layout';
import { Seo } from '../components/seo';
import { useSiteData } from '../hooks/use-site-data';
import { routes } from '../lib/routes';

type Data = Queries.LegalPageQuery;

const LegalPage = ({ data }: PageProps<Data>) => {
  const { company } = useSiteData();
  const page = data.legalPage;
  if (!page) return null;
  return (
    <Layout>
      <LegalArticle page={page} html={page.html} replyHours={company.replyWithinHours} />
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

import React from 'react';
import { graphql } from 'gatsby';
import { LegalArticle } from '../components/articles/legal-article';
import { entryPage } from '../components/entry-page';
import { entryHead } from '../components/entry-head';
import { useSiteData } from '../hooks/use-site-data';
import { routes } from '../lib/routes';

type Data = Queries.LegalPageQuery;
const pageOf = (data: Data) => data.legalPage;

/** The page's article, with the reply time the company promises (content/site/company.yaml). */
const LegalPageArticle = ({ page }: { page: NonNullable<Data['legalPage']> }) => (
  <LegalArticle page={page} html={page.html} replyHours={useSiteData().company.replyWithinHours} />
);

export default entryPage(pageOf, (page) => <LegalPageArticle page={page} />);

export const Head = entryHead(pageOf, (page) => ({ title: page.title, description: page.description, path: routes.legal(page.slug) }));

export const query = graphql`
  query LegalPage($id: String!) {
    legalPage(id: { eq: $id }) {
      slug
      description
      ...LegalArticle
      html
    }
  }
`;

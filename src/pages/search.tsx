import React, { useEffect } from 'react';
import styled from '@emotion/styled';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../components/layout';
import { PageHero } from '../components/page-parts';
import { Seo } from '../components/seo';
import { Container, Section } from '../components/ui/primitives';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/form-field';
import { routes } from '../lib/routes';
import { SEARCH_UI_PATH } from '../lib/search/index-file';
import { loadSearchBundle, type SearchWindow } from '../lib/search/open-search';

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.5rem;
  max-width: 40rem;
  label {
    grid-column: 1 / -1;
    font-weight: 600;
  }
`;

const Results = styled.div`
  max-width: 40rem;
  margin-top: 1rem;
`;

/**
 * /search/?q=…: the header's search form lands here without JavaScript, and a search can be linked
 * and bookmarked. The form is the page's own; the results come from the search bundle
 * (src/browser/search/ui.ts), the same as the dialog's.
 */
const SearchPage = ({ data }: PageProps<Queries.SearchPageQuery>) => {
  const content = data.searchContent;
  // Reached by client-side navigation the bundle's own <script> in the head did not run: load it, or mount again.
  useEffect(() => {
    const win = window as SearchWindow;
    if (win.siteSearchUi) win.siteSearchUi.mountPage();
    else loadSearchBundle(document);
  }, []);
  if (!content) return null;
  return (
    <Layout>
      <PageHero title={content.pageTitle} intro={content.pageIntro} />
      <Section as="div">
        <Container data-search-page>
          <Form role="search" action={routes.search} method="get">
            <label htmlFor="search-page-input">{content.inputLabel}</label>
            <Input id="search-page-input" type="search" name="q" placeholder={content.placeholder} autoComplete="off" aria-describedby="search-page-status" />
            <Button type="submit">{content.submitLabel}</Button>
          </Form>
          <Results>
            {/* The search bundle writes the status and the results, maybe before hydration: React keeps what it finds. */}
            <p id="search-page-status" className="site-search-status" role="status" data-search-status suppressHydrationWarning>
              {content.emptyQuery}
            </p>
            <ol className="site-search-results" aria-label={content.resultsLabel} data-search-results hidden dangerouslySetInnerHTML={{ __html: '' }} />
          </Results>
        </Container>
      </Section>
    </Layout>
  );
};

export default SearchPage;

export const query = graphql`
  query SearchPage {
    searchContent {
      pageTitle
      pageIntro
      inputLabel
      placeholder
      submitLabel
      resultsLabel
      emptyQuery
    }
  }
`;

export const Head: HeadFC<Queries.SearchPageQuery> = ({ data }) => (
  <Seo title={data.searchContent?.pageTitle ?? ''} description={data.searchContent?.pageIntro ?? ''} path={routes.search} noindex>
    <script src={SEARCH_UI_PATH} defer />
  </Seo>
);

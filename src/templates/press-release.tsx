import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { PressReleaseArticle } from '../components/articles/press-release-article';
import { UnpublishedRelease } from '../components/articles/unpublished-release';
import { Layout } from '../components/layout';
import { JsonLd } from '../components/json-ld';
import { Seo } from '../components/seo';
import { useSiteData } from '../hooks/use-site-data';
import { routes } from '../lib/routes';
import { pressReleaseJsonLd } from '../lib/structured-data';

type Data = Queries.PressReleasePageQuery;
/** `whole`: the page has the release's body; false for a draft outside deploy previews (gatsby/lib/whole-drafts.ts). */
type Context = { whole: boolean };

const PressReleasePage = ({ data, pageContext }: PageProps<Data, Context>) => {
  const { company } = useSiteData();
  const { pressRelease: release, pressTexts: texts } = data;
  if (!texts) throw new Error('content/site/press-drafts.yaml is required: it holds what a draft press release page says');
  if (!release) return null;
  return (
    <Layout>
      {pageContext.whole && typeof release.location === 'string' ? (
        <PressReleaseArticle
          release={{ ...release, location: release.location }}
          html={release.html ?? ''}
          draftBanner={texts.draftBanner}
          replyHours={company.replyWithinHours}
        />
      ) : (
        <UnpublishedRelease title={release.title} texts={texts} pressEmail={company.pressEmail} replyHours={company.replyWithinHours} />
      )}
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

// A draft's dateline and body are asked for only when the page shows it whole: elsewhere they are
// in neither the page nor its page data.
export const query = graphql`
  query PressReleasePage($id: String!, $whole: Boolean!) {
    pressRelease(id: { eq: $id }) {
      slug
      status
      title
      date
      excerpt
      location @include(if: $whole)
      html @include(if: $whole)
    }
    pressTexts {
      unpublishedNotice
      pressContactLabel
      draftBanner @include(if: $whole)
    }
  }
`;

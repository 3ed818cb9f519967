import { graphql, useStaticQuery } from 'gatsby';

/**
 * Company details and navigation from content/site/*.yaml: one source for every page. The
 * company's `siteUrl` is the build's resolved origin (gatsby/lib/resolve-site-origin.ts, Gatsby's
 * siteMetadata), not the fallback written in company.yaml.
 */
export const useSiteData = () => {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      site {
        siteMetadata {
          siteUrl
        }
      }
      company {
        name
        legalName
        description
        email
        pressEmail
        phone
        location
        freeConsultationMinutes
        replyPromise
        blockPriceUsd
        blockMinutes
      }
      navigation {
        header {
          label
          to
        }
        demo {
          label
          to
        }
        footerSolutions {
          label
          to
        }
        footerProducts {
          label
          to
        }
        footerCompany {
          label
          to
        }
        footerLegal {
          label
          to
        }
      }
      searchContent {
        buttonLabel
      }
    }
  `);
  if (!data.company || !data.navigation || !data.searchContent) {
    throw new Error('content/site/company.yaml, navigation.yaml and search.yaml are required');
  }
  const siteUrl = data.site?.siteMetadata?.siteUrl;
  if (!siteUrl) throw new Error('the build has no site origin (siteMetadata.siteUrl)');
  return { company: { ...data.company, siteUrl }, navigation: data.navigation, search: data.searchContent };
};

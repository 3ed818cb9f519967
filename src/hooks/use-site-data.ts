import { graphql, useStaticQuery } from 'gatsby';

/**
 * Company details and navigation from content/site/*.yaml: one source for every page. The
 * company's `siteUrl` is the build's resolved origin (gatsby/lib/resolve-site-origin.ts, Gatsby's
 * siteMetadata), not the fallback written in company.yaml.
 */
type WrittenLink = { readonly label: string | null; readonly to: string | null };
type ShownLink = { readonly label: string; readonly to: string };

/**
 * A navigation link may be written as an entry reference (src/lib/entry-links.ts); the build has
 * given every one its label and address, or left it out, so none lacks either here.
 */
const shown = (link: WrittenLink): ShownLink[] => (link.label && link.to ? [{ label: link.label, to: link.to }] : []);
const shownLinks = (links: readonly WrittenLink[]): ShownLink[] => links.flatMap(shown);

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
        foundingYear
        freeConsultationMinutes
        consultationOffer
        replyWithinHours
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
  const { header, demo, footerSolutions, footerProducts, footerCompany, footerLegal } = data.navigation;
  const [demoLink] = shown(demo);
  if (!demoLink) throw new Error('content/site/navigation.yaml: the demo link needs a label and an address');
  const navigation = {
    header: shownLinks(header),
    demo: demoLink,
    footerSolutions: shownLinks(footerSolutions),
    footerProducts: shownLinks(footerProducts),
    footerCompany: shownLinks(footerCompany),
    footerLegal: shownLinks(footerLegal),
  };
  return { company: { ...data.company, siteUrl }, navigation, search: data.searchContent };
};

import { graphql, useStaticQuery } from 'gatsby';

/** Company details and navigation from content/site/*.yaml: one source for every page. */
export const useSiteData = () => {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      company {
        name
        legalName
        description
        email
        pressEmail
        phone
        location
        siteUrl
        freeConsultationMinutes
        replyPromise
      }
      navigation {
        header { label to }
        demo { label to }
        footerSolutions { label to }
        footerProducts { label to }
        footerCompany { label to }
        footerLegal { label to }
      }
    }
  `);
  if (!data.company || !data.navigation) {
    throw new Error('content/site/company.yaml and content/site/navigation.yaml are required');
  }
  return { company: data.company, navigation: data.navigation };
};

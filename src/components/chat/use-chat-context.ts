import { graphql, useStaticQuery } from 'gatsby';
import type { ChatContext } from '../../lib/chat/types';

/**
 * The company facts the chat scripts quote. Queried by the launcher (main bundle) and handed
 * to the lazily loaded window, so the window's chunk needs no static query of its own.
 */
export const useChatContext = (): ChatContext => {
  const { company } = useStaticQuery<Queries.ChatContextQuery>(graphql`
    query ChatContext {
      company {
        email
        phone
        freeConsultationMinutes
        blockPriceUsd
        blockMinutes
      }
    }
  `);
  if (!company) throw new Error('content/site/company.yaml is required');
  return company;
};

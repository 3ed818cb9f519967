import type { ChatContext } from '../../lib/chat/types';
import { useSiteData } from '../../hooks/use-site-data';

/**
 * The company facts the chat scripts quote, from the site data every page already loads (one
 * static query for the whole site). The launcher (main bundle) hands them to the lazily loaded
 * window, so the window's chunk needs no query of its own.
 */
export const useChatContext = (): ChatContext => {
  const { email, phone, freeConsultationMinutes, blockPriceUsd, blockMinutes } = useSiteData().company;
  return { email, phone, freeConsultationMinutes, blockPriceUsd, blockMinutes };
};

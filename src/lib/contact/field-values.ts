import { CHAT_TOPICS, type ChatTopic } from '../chat/types';
import { removeInvisible } from './invisible';

/** The values some fields are limited to, and the patterns others must match (used by ./forms). */

export const COMPANY_SIZES = ['<10', '<25', '<50', '<100', '100+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export function isCompanySize(value: string): value is CompanySize {
  return (COMPANY_SIZES as readonly string[]).includes(value);
}

/** Contact form variants: the /contact?demo=true form asks for a demo. */
export const CONTACT_TOPICS = ['general', 'demo'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export type ChatLeadTopic = Exclude<ChatTopic, 'generic'>;
/** The chat topics a lead can name (the routing's catch-all "generic" is not a topic asked about). */
export const CHAT_LEAD_TOPICS: readonly ChatLeadTopic[] = CHAT_TOPICS.filter((topic): topic is ChatLeadTopic => topic !== 'generic');
/** A reference as send-email hands it out: 32 lowercase hex digits. */
export const REFERENCE_PATTERN = /^[0-9a-f]{32}$/;
/** A site path: starts with one "/", printable, no spaces; query and fragment are not kept. */
export const PAGE_PATTERN = /^\/(?!\/)[\x21-\x7e]*$/;

/** Empty or a comma-separated list of {@link CHAT_LEAD_TOPICS}, each once. */
export function parseChatTopics(raw: string): ChatLeadTopic[] | null {
  const items = removeInvisible(raw)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (!items.every((item): item is ChatLeadTopic => (CHAT_LEAD_TOPICS as readonly string[]).includes(item))) return null;
  return new Set(items).size === items.length ? items : null;
}

import fs from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import type { ChatContext } from '../../src/lib/chat/types';

/** Where the build writes the chat's content; webpack resolves the module `chat-content` to it (on-create-webpack-config.ts). */
export const CHAT_CONTENT_FILE = path.join(process.cwd(), '.cache', 'chat-content.json');

/**
 * The chat's words (content/site/chat.yaml, facts filled in) and what it lists, from the entries on
 * the site: a retired case study has no node, so the chat stops naming it. Bundled into the chat
 * window's lazily loaded chunk rather than queried, so it costs no page's first load.
 */
export const writeChatContent = async ({ graphql }: Pick<CreatePagesArgs, 'graphql'>): Promise<void> => {
  const result = await graphql<Queries.ChatContentQuery>(`
    query ChatContent {
      chatWords {
        title
        subtitle
        greeting
        nameRejection
        askEmail
        emailRejection
        thanksForEmail
        optionsIntro
        fromPages
        notOnSite
        answers {
          consultation
          pricing
          portfolio
          solutions
          contact
          generic
        }
        actionLabels {
          consultation
          pricing
          portfolio
          solutions
          contact
          emailUs
          callUs
          privacy
        }
      }
      allPortfolioItem(filter: { hasCaseStudyPage: { eq: true } }, sort: { order: ASC }) {
        nodes {
          title
          tagline
        }
      }
      allSolution(sort: { order: ASC }) {
        nodes {
          name
        }
      }
      company {
        email
        phone
      }
    }
  `);
  const data = result.data;
  if (result.errors || !data?.chatWords || !data.company) throw new Error('content/site/chat.yaml and content/site/company.yaml are needed for the chat');
  const content: ChatContext = {
    words: data.chatWords,
    caseStudies: data.allPortfolioItem.nodes.map(({ title, tagline }) => ({ title, tagline })),
    solutions: data.allSolution.nodes.map((solution) => solution.name),
    email: data.company.email,
    phone: data.company.phone,
  };
  fs.mkdirSync(path.dirname(CHAT_CONTENT_FILE), { recursive: true });
  fs.writeFileSync(CHAT_CONTENT_FILE, JSON.stringify(content));
};

import fs from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import type { ChatContext } from '../../src/lib/chat/types';
import { formatLongDate } from '../../src/lib/dates';
import { routes } from '../../src/lib/routes';

/** How many of the next events the chat names. */
const EVENTS_NAMED = 2;

/** Where the build writes the chat's content; webpack resolves the module `chat-content` to it (on-create-webpack-config.ts). */
export const CHAT_CONTENT_FILE = path.join(process.cwd(), '.cache', 'chat-content.json');

/**
 * The chat's words (content/site/chat.yaml, facts filled in) and what it lists and knows by name,
 * from the entries on the site: a retired entry has no node, so the chat stops naming it. Bundled into the chat
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
        notOnSite
        passedToTeam
        nextEvents
        intents {
          person {
            phrases
            answer
          }
          press {
            phrases
            answer
          }
          place {
            phrases
            answer
          }
        }
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
          newsroom
          events
        }
      }
      allPortfolioItem(filter: { hasCaseStudyPage: { eq: true } }, sort: { order: ASC }) {
        nodes {
          title
          tagline
          slug
        }
      }
      allSolution(sort: { order: ASC }) {
        nodes {
          name
          slug
        }
      }
      allProduct(sort: { order: ASC }) {
        nodes {
          name
          slug
        }
      }
      allService(sort: { order: ASC }) {
        nodes {
          title
          slug
        }
      }
      allEvent(sort: { date: ASC }) {
        nodes {
          title
          date
          location
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
    entries: [
      ...data.allProduct.nodes.map(({ name, slug }) => ({ name, path: routes.product(slug) })),
      ...data.allSolution.nodes.map(({ name, slug }) => ({ name, path: routes.solution(slug) })),
      ...data.allService.nodes.map(({ title, slug }) => ({ name: title, path: routes.service(slug) })),
      ...data.allPortfolioItem.nodes.map(({ title, slug }) => ({ name: title, path: routes.caseStudy(slug) })),
    ],
    // Past events have no node (gatsby/node-apis/on-create-node.ts drops them).
    events: data.allEvent.nodes.slice(0, EVENTS_NAMED).map(({ title, date, location }) => ({ title, date: formatLongDate(date), location })),
    email: data.company.email,
    phone: data.company.phone,
  };
  fs.mkdirSync(path.dirname(CHAT_CONTENT_FILE), { recursive: true });
  fs.writeFileSync(CHAT_CONTENT_FILE, JSON.stringify(content));
};

import type { ChatAction, ChatContext, ChatPageLink, ChatTopic, SiteAnswerFound } from './types';

/** A button's label in the chat's words. */
export const actionLabel = (action: ChatAction, ctx: ChatContext): string => {
  const { actionLabels } = ctx.words;
  if (action === 'email') return actionLabels.emailUs;
  if (action === 'phone') return actionLabels.callUs;
  return actionLabels[action];
};

/** A bot message before ids and times are attached. */
export type ScriptReply = { text: string; actions?: ChatAction[]; links?: ChatPageLink[] };

/** The visitor's name where the words say `{{visitor}}`. */
const addressing = (text: string, name: string): string => text.replaceAll('{{visitor}}', name);

export const askEmail = (name: string, ctx: ChatContext): ScriptReply => ({ text: addressing(ctx.words.askEmail, name), actions: ['privacy'] });

export const thanksForEmail = (name: string, ctx: ChatContext): ScriptReply => ({ text: addressing(ctx.words.thanksForEmail, name) });

/** Sent chatFollowUpMs after the thanks. */
export const optionsAfterEmail = (ctx: ChatContext): ScriptReply => ({
  text: ctx.words.optionsIntro,
  actions: ['consultation', 'solutions', 'portfolio', 'pricing', 'contact'],
});

/** The buttons under each topic's answer. */
const TOPIC_ACTIONS: Record<ChatTopic, ChatAction[]> = {
  consultation: ['consultation', 'contact'],
  pricing: ['consultation', 'contact'],
  portfolio: ['portfolio', 'consultation'],
  solutions: ['solutions', 'consultation'],
  contact: ['email', 'phone', 'contact'],
  generic: ['consultation', 'solutions', 'portfolio', 'pricing'],
};

/** What a topic's answer lists after its words: the entries on the site, never names written in code. */
const listed = (topic: ChatTopic, ctx: ChatContext): string[] => {
  if (topic === 'portfolio') return ctx.caseStudies.map((study) => `• ${study.title}: ${study.tagline}`);
  if (topic === 'solutions' && ctx.solutions.length > 0) return [ctx.solutions.join(', ')];
  return [];
};

/** The answer for each routed topic: its words from content, then what it lists. */
export const topicReply = (topic: ChatTopic, ctx: ChatContext): ScriptReply => ({
  text: [ctx.words.answers[topic], ...listed(topic, ctx)].join('\n'),
  actions: TOPIC_ACTIONS[topic],
});

/**
 * A question no topic covers, answered from the site's own pages: the passages found, each with a
 * link to its page; or, when none answers it well enough, a plain "not on the site" and the ways
 * to ask the team.
 */
export const siteAnswerReply = (answer: SiteAnswerFound, ctx: ChatContext): ScriptReply =>
  answer.kind === 'passages'
    ? { text: ctx.words.fromPages, links: answer.passages.map(({ path, title, text }) => ({ href: path, title, passage: text })), actions: ['consultation'] }
    : { text: ctx.words.notOnSite, actions: ['contact', 'consultation'] };

import type { ChatAction, ChatContext, ChatIntentName, ChatPageLink, ChatTopic, SiteAnswerFound } from './types';

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
 * A question answered from the site's own pages: what the best page says, whole, then a link to
 * it; a second page's link with what it adds. Or, when no page answers it, a plain "not on the
 * site" and the ways to ask the team.
 */
export const siteAnswerReply = (answer: SiteAnswerFound, ctx: ChatContext): ScriptReply => {
  if (answer.kind === 'nothing') return { text: ctx.words.notOnSite, actions: ['contact', 'consultation'] };
  const [first, ...more] = answer.passages;
  return {
    text: first.text,
    links: [
      { href: first.path, title: first.title, passage: '' },
      ...more.map(({ path, title, text }) => ({ href: path, title, passage: text })),
      // An overview's answer names every page under it, each a link.
      ...(answer.listed ?? []).map(({ path, title }) => ({ href: path, title, passage: '' })),
    ],
  };
};

const INTENT_ACTIONS: Record<ChatIntentName, ChatAction[]> = {
  person: ['email', 'phone', 'consultation'],
  press: ['newsroom'],
  place: ['contact', 'events'],
};

/** What an intent adds after its answer: the next events. */
const intentAddition = (intent: ChatIntentName, ctx: ChatContext): string[] => {
  if (intent === 'place' && ctx.events.length > 0)
    return [ctx.words.nextEvents, ...ctx.events.map(({ title, date, location }) => `• ${title}, ${date}, ${location}`)];
  return [];
};

/** The answer to an intent of content/site/chat.yaml, its facts filled in by the build. */
export const intentReply = (intent: ChatIntentName, ctx: ChatContext): ScriptReply => ({
  text: [ctx.words.intents[intent].answer, ...intentAddition(intent, ctx)].join('\n'),
  actions: INTENT_ACTIONS[intent],
});

/** The visitor asked for a person: the ways to reach the team, and that the team now has the conversation (said only when it is handed over). */
export const handoffReply = (ctx: ChatContext): ScriptReply => {
  const reply = intentReply('person', ctx);
  return { ...reply, text: `${reply.text}\n${ctx.words.passedToTeam}` };
};

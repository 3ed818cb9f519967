import type { ChatAction, ChatContext, ChatTopic } from './types';

/** A button's label in the chat's words. */
export const actionLabel = (action: ChatAction, ctx: ChatContext): string => {
  const { actionLabels } = ctx.words;
  if (action === 'email') return actionLabels.emailUs;
  if (action === 'phone') return actionLabels.callUs;
  return actionLabels[action];
};

/** A bot message before ids and times are attached. */
export type ScriptReply = { text: string; actions?: ChatAction[] };

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

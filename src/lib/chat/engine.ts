import { DELAYS } from '../timing';
import { chatActionEffect } from './actions';
import { chatReply } from './reply';
import { actionLabel, askEmail, optionsAfterEmail, thanksForEmail, topicReply, type ScriptReply } from './scripts';
import type { ChatAction, ChatContext, ChatEnv, ChatMessage, ChatState, ChatTurn, PlannedReply } from './types';
import { validateChatEmail, validateChatName } from './validate';

/** A fresh conversation: the greeting that asks for the visitor's name. */
export const initialChatState = (now: number, context: ChatContext): ChatState => ({
  step: 'name',
  visitor: {},
  messages: [{ id: 'greeting', text: context.words.greeting, isBot: true, timestamp: now }],
});

const visitorMessage = (text: string, env: ChatEnv): ChatMessage => ({
  id: env.newId(),
  text,
  isBot: false,
  timestamp: env.now,
});

/** Turns scripts into bot messages due delayMs after now; the timestamp is when each appears. */
const plan = (env: ChatEnv, ...scheduled: [ScriptReply, number][]): PlannedReply[] =>
  scheduled.map(([reply, delayMs]) => {
    const message: ChatMessage = { id: env.newId(), text: reply.text, isBot: true, timestamp: env.now + delayMs };
    if (reply.actions) message.actions = reply.actions.map((action) => ({ label: actionLabel(action, env.context), action }));
    if (reply.links) message.links = reply.links;
    return { message, delayMs };
  });

/**
 * The returned state already holds the visitor's message and the bot replies, so it can be stored
 * as it is; the UI reveals each reply after its delayMs with a typing indicator until then.
 */
const turn = (state: ChatState, patch: Partial<ChatState>, visitor: ChatMessage, replies: PlannedReply[]): ChatTurn => ({
  state: { ...state, ...patch, messages: [...state.messages, visitor, ...replies.map((r) => r.message)] },
  replies,
});

/** One visitor message through the name → email → chat steps: a valid name, then a valid e-mail, then free chat. Blank input is ignored. */
export const handleVisitorMessage = (state: ChatState, rawText: string, env: ChatEnv): ChatTurn => {
  const text = rawText.trim();
  if (text === '') return { state, replies: [] };
  const sent = visitorMessage(text, env);
  const typing = DELAYS.chatTypingMs;

  switch (state.step) {
    case 'name': {
      const result = validateChatName(text);
      if (!result.ok) return turn(state, {}, sent, plan(env, [{ text: env.context.words.nameRejection }, typing]));
      return turn(state, { step: 'email', visitor: { name: result.name } }, sent, plan(env, [askEmail(result.name, env.context), typing]));
    }
    case 'email': {
      const result = validateChatEmail(text);
      if (!result.ok) return turn(state, {}, sent, plan(env, [{ text: env.context.words.emailRejection }, typing]));
      const name = state.visitor.name ?? '';
      return turn(
        state,
        { step: 'chat', visitor: { ...state.visitor, email: result.email } },
        sent,
        plan(env, [thanksForEmail(name, env.context), typing], [optionsAfterEmail(env.context), typing + DELAYS.chatFollowUpMs]),
      );
    }
    case 'chat': {
      const { reply, inPlay, unanswered, handoff } = chatReply(state, text, env);
      const answered = turn(state, { inPlay }, unanswered ? { ...sent, unanswered } : sent, plan(env, [reply, typing]));
      return handoff ? { ...answered, handoff } : answered;
    }
  }
};

/**
 * A button that answers inside the chat: its label is echoed as the visitor's message and the
 * bot answers after the usual typing delay. Actions the UI performs itself leave it unchanged.
 */
export const handleAction = (state: ChatState, action: ChatAction, env: ChatEnv): ChatTurn => {
  const effect = chatActionEffect(action, env.context);
  if (effect.kind !== 'answer') return { state, replies: [] };
  const sent = visitorMessage(actionLabel(action, env.context), env);
  return turn(state, {}, sent, plan(env, [topicReply(effect.topic, env.context), DELAYS.chatTypingMs]));
};

import { useEffect, useMemo, useRef, useState } from 'react';
import {
  handleAction,
  handleVisitorMessage,
  initialChatState,
  restoreChat,
  serializeChat,
  type ChatAction,
  type ChatContext,
  type ChatEnv,
  type ChatMessage,
  type ChatState,
} from '../../lib/chat';
import { STORAGE_KEYS } from '../../lib/timing';
import { prepareSiteAnswers, siteAnswerer } from './site-answers';

/** A message id unique in the conversation: time, a per-window sequence number and a random tail. */
const messageId = (sequence: number): string => `${Date.now().toString(36)}-${sequence.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

const loadConversation = (now: number, context: ChatContext): ChatState => {
  try {
    return restoreChat(window.sessionStorage.getItem(STORAGE_KEYS.chatConversation)) ?? initialChatState(now, context);
  } catch {
    return initialChatState(now, context);
  }
};

const saveConversation = (state: ChatState): void => {
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.chatConversation, serializeChat(state));
  } catch {
    // Storage blocked: the conversation lasts as long as this page.
  }
};

export type Conversation = {
  /** The whole conversation, replies still being typed included (what the lead is made of). */
  state: ChatState;
  step: ChatState['step'];
  /** Messages whose time has come; bot replies still "being typed" are left out. */
  shown: ChatMessage[];
  /** A bot reply is pending: show the typing indicator, hold further input. */
  typing: boolean;
  send: (text: string) => void;
  answer: (action: ChatAction) => void;
  /** How many times the visitor asked for a person in this window: each time the conversation goes to the team. */
  handoffs: number;
};

/**
 * The engine's state, stored per session, revealed over time. The engine stamps each planned
 * reply with timestamp = now + delayMs, and the stored state already holds it; so a reply is
 * shown once the clock passes its timestamp — which also holds after a reload mid-reply.
 */
export const useChatConversation = (context: ChatContext): Conversation => {
  const [state, setState] = useState<ChatState>(() => loadConversation(Date.now(), context));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => saveConversation(state), [state]);

  const nextDue = useMemo(() => {
    const pending = state.messages.filter((m) => m.timestamp > now).map((m) => m.timestamp);
    return pending.length > 0 ? Math.min(...pending) : null;
  }, [state, now]);

  // Wake up when the next reply is due; the effect re-arms for the one after.
  useEffect(() => {
    if (nextDue === null) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, nextDue - Date.now()));
    return () => clearTimeout(timer);
  }, [nextDue]);

  const shown = state.messages.filter((m) => m.timestamp <= now);
  /** A question is being looked up in the site's pages: the assistant is "typing" meanwhile. */
  const [lookingUp, setLookingUp] = useState(false);
  const typing = nextDue !== null || lookingUp;

  useEffect(() => {
    if (state.step === 'chat') prepareSiteAnswers();
  }, [state.step]);

  const sequence = useRef(0);
  const newId = () => messageId((sequence.current += 1));
  const env = (at: number): ChatEnv => ({ now: at, newId, context });

  const [handoffs, setHandoffs] = useState(0);

  const send = (text: string) => {
    if (typing) return;
    // In the chat step the site's pages answer: have them ready (fetched once), then reply as usual.
    if (state.step === 'chat' && text.trim() !== '') {
      setLookingUp(true);
      void siteAnswerer().then((answerSite) => {
        const at = Date.now();
        const result = handleVisitorMessage(state, text, { ...env(at), answerSite });
        setState(result.state);
        if (result.handoff) setHandoffs((count) => count + 1);
        setNow(at);
        setLookingUp(false);
      });
      return;
    }
    const at = Date.now();
    setState(handleVisitorMessage(state, text, env(at)).state);
    setNow(at);
  };

  const answer = (action: ChatAction) => {
    if (typing) return;
    const at = Date.now();
    setState(handleAction(state, action, env(at)).state);
    setNow(at);
  };

  return { state, step: state.step, shown, typing, send, answer, handoffs };
};

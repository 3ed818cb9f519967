import { useCallback, useEffect, useRef } from 'react';
import { currentAttribution } from '../../browser/attribution';
import { afterSent, chatLeadToSend, type LeadKey, type PendingChatLead } from '../../lib/chat/lead';
import type { ChatState } from '../../lib/chat/types';
import { currentProgress, setProgress } from './chat-lead-progress';

/** The submit client, the captcha provider and the reference hash load once the conversation is a lead. */
const loadSender = () =>
  Promise.all([
    import(/* webpackChunkName: "enquiry-sender" */ '../../lib/contact/client'),
    import(/* webpackChunkName: "enquiry-sender" */ '../../browser/captcha'),
    import(/* webpackChunkName: "enquiry-sender" */ '../../lib/contact/reference'),
  ]).then(([client, captcha, reference]) => ({ ...client, getCaptchaToken: captcha.getCaptchaToken, referenceOf: reference.referenceOf }));
type Sender = Awaited<ReturnType<typeof loadSender>>;

/**
 * A captcha token is single-use and short-lived (reCAPTCHA v3: 2 minutes, Turnstile: 5), and a
 * page that is going away cannot wait for one: one is kept ready while something is unsent and
 * replaced before it gets this old.
 */
export const CHAT_TOKEN_MAX_AGE_MS = 90_000;

const page = (): string => window.location.pathname;

/**
 * Sends the chat's lead (src/lib/chat/lead.ts decides what): when the visitor closes the chat
 * (`sendOnClose`, through submitLead like the forms), and at the latest when the page goes away
 * (`pagehide`: keepalive requests that outlive it, see sendLeadOnUnload). Everything `pagehide`
 * needs is made ready ahead (the sender's code, the next key's reference, a captcha token),
 * because nothing can be awaited there. A send that went out and was not confirmed is repeated
 * with the same key and content, so the team gets one mail for it however often it is tried.
 */
export const useChatLead = (state: ChatState) => {
  const stateRef = useRef(state);
  stateRef.current = state;
  const sender = useRef<Sender | null>(null);
  const spareKey = useRef<LeadKey | null>(null);
  const token = useRef<{ value: string; at: number } | null>(null);
  const fetchingToken = useRef(false);

  const toSend = (): PendingChatLead | null => chatLeadToSend(stateRef.current, currentProgress(), page(), spareKey.current);
  /** Records the send as started (its key and content are fixed from now on). */
  const start = (send: PendingChatLead): PendingChatLead => {
    if (send.idempotencyKey === spareKey.current?.idempotencyKey) spareKey.current = null;
    const started = { ...send, started: true };
    setProgress({ ...currentProgress(), pending: started });
    return started;
  };

  const freshToken = (): string | undefined => {
    const held = token.current;
    return held && Date.now() - held.at < CHAT_TOKEN_MAX_AGE_MS ? held.value : undefined;
  };

  const getReady = useCallback(async (): Promise<Sender> => {
    const loaded = (sender.current ??= await loadSender());
    if (!spareKey.current) {
      const idempotencyKey = loaded.newIdempotencyKey();
      spareKey.current = { idempotencyKey, reference: await loaded.referenceOf(idempotencyKey) };
    }
    if (!freshToken() && !fetchingToken.current && toSend()) {
      fetchingToken.current = true;
      try {
        token.current = { value: await loaded.getCaptchaToken('chat'), at: Date.now() };
      } catch (error) {
        console.error('Chat: no captcha token yet:', error);
      } finally {
        fetchingToken.current = false;
      }
    }
    return loaded;
  }, []);

  // From the chat step on (the conversation is a lead), stay ready for `pagehide`.
  const isLead = state.step === 'chat';
  useEffect(() => {
    if (!isLead) return undefined;
    void getReady();
    const timer = setInterval(() => void getReady(), CHAT_TOKEN_MAX_AGE_MS / 3);
    return () => clearInterval(timer);
  }, [isLead, state.messages.length, getReady]);

  /** The visitor closed the chat: send what is unsent (an unconfirmed send first, then what came after it). */
  const sendOnClose = useCallback(async () => {
    try {
      for (let round = 0; round < 2; round += 1) {
        const loaded = await getReady();
        const next = toSend();
        if (!next) return;
        const send = start(next);
        const captchaToken = freshToken() ?? (await loaded.getCaptchaToken('chat'));
        token.current = null;
        // keepalive: a visitor who closes the chat and leaves at once still has their lead sent.
        const result = await loaded.submitLead(
          { ...send.payload, attribution: currentAttribution(), captchaToken },
          { idempotencyKey: send.idempotencyKey, keepalive: true },
        );
        if (!result.ok) throw new Error(result.message);
        setProgress(afterSent(currentProgress(), send, result.reference));
      }
    } catch (error) {
      // Kept as started: the next close, or the page's end, tries it again with the same key.
      console.error('Chat: sending the conversation failed:', error);
    }
  }, [getReady]);

  // The page is going away: what is unsent leaves now, with keepalive, and counts as sent.
  useEffect(() => {
    const onPageHide = () => {
      const loaded = sender.current;
      const next = toSend();
      if (!loaded || !next) return;
      const send = start(next);
      loaded.sendLeadOnUnload(
        { ...send.payload, attribution: currentAttribution() },
        freshToken(),
        { reference: send.reference, idempotencyKey: send.idempotencyKey },
        { idempotencyKey: send.idempotencyKey },
      );
      token.current = null;
      setProgress(afterSent(currentProgress(), send));
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, []);

  return { sendOnClose };
};

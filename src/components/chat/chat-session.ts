import { STORAGE_KEYS } from '../../lib/timing';

/**
 * Whether the chat window is open, kept for the browser session beside the conversation
 * (STORAGE_KEYS.chatConversation), so the window reopens on the next page. Tiny on purpose:
 * the launcher imports it in the main bundle.
 */
export const CHAT_OPEN_KEY = `${STORAGE_KEYS.chatConversation}-open`;

export type ChatWindowFlag = 'open' | 'closed';

/** null when the visitor has not opened the chat in this session (or storage is blocked). */
export const readChatWindowFlag = (): ChatWindowFlag | null => {
  try {
    const value = window.sessionStorage.getItem(CHAT_OPEN_KEY);
    return value === 'open' || value === 'closed' ? value : null;
  } catch {
    return null;
  }
};

export const writeChatWindowFlag = (flag: ChatWindowFlag): void => {
  try {
    window.sessionStorage.setItem(CHAT_OPEN_KEY, flag);
  } catch {
    // Storage blocked (private mode): the chat works, it just is not kept across pages.
  }
};

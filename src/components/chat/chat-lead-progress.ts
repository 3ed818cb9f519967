import { readProgress, type ChatLeadProgress } from '../../lib/chat/lead';
import { STORAGE_KEYS } from '../../lib/timing';

const PROGRESS_KEY = `${STORAGE_KEYS.chatConversation}-lead`;

/**
 * What has been sent of this tab's conversation: in session storage (it outlives a page load,
 * like the conversation) and in this module (shared by every window the visitor opens and closes
 * on this page, so a send that finishes after the window closed is seen by the next one).
 */
let progressInPage: ChatLeadProgress | null = null;

export const currentProgress = (): ChatLeadProgress => {
  if (progressInPage) return progressInPage;
  try {
    progressInPage = readProgress(window.sessionStorage.getItem(PROGRESS_KEY));
  } catch {
    progressInPage = readProgress(null);
  }
  return progressInPage;
};

export const setProgress = (progress: ChatLeadProgress): void => {
  progressInPage = progress;
  try {
    window.sessionStorage.setItem(PROGRESS_KEY, JSON.stringify(progress));
  } catch {
    // Storage blocked: progress lasts as long as this page (a reload may send the lead again).
  }
};

/**
 * The chat's content, written by the build from content/site/chat.yaml and the entries
 * (gatsby/build-steps/chat-content.ts) and bundled into the chat window's own chunk, so no
 * page's first load carries it.
 */
declare module 'chat-content' {
  import type { ChatContext } from '../../lib/chat/types';

  const content: ChatContext;
  export default content;
}

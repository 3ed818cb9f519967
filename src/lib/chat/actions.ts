import { telHref } from '../phone';
import { routes } from '../routes';
import type { ChatAction, ChatContext, ChatTopic } from './types';

/** What the UI does for a chat button; 'answer' buttons go back to the engine via handleAction. */
export type ChatActionEffect =
  { kind: 'navigate'; href: string } | { kind: 'open-consultation' } | { kind: 'answer'; topic: ChatTopic } | { kind: 'external'; href: string };

export const chatActionEffect = (action: ChatAction, ctx: Pick<ChatContext, 'email' | 'phone'>): ChatActionEffect => {
  switch (action) {
    case 'contact':
      return { kind: 'navigate', href: routes.contact };
    case 'portfolio':
      return { kind: 'navigate', href: routes.portfolio };
    case 'solutions':
      return { kind: 'navigate', href: routes.solutions };
    case 'privacy':
      return { kind: 'navigate', href: routes.legal('privacy') };
    case 'newsroom':
      return { kind: 'navigate', href: routes.newsroom };
    case 'events':
      return { kind: 'navigate', href: routes.events };
    case 'consultation':
      return { kind: 'open-consultation' };
    case 'pricing':
      return { kind: 'answer', topic: 'pricing' };
    case 'email':
      return { kind: 'external', href: `mailto:${ctx.email}` };
    case 'phone':
      return { kind: 'external', href: telHref(ctx.phone) };
  }
};

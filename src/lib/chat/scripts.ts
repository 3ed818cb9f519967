import type { ChatAction, ChatContext, ChatTopic } from './types';

/** Button labels, one per action, so a button reads the same wherever it appears. */
export const ACTION_LABELS: Record<ChatAction, string> = {
  consultation: 'Book a free consultation',
  pricing: 'Pricing',
  portfolio: 'View our portfolio',
  solutions: 'Explore solutions',
  contact: 'Contact page',
  email: 'Email us',
  phone: 'Call us',
  privacy: 'Privacy policy',
};

/** A bot message before ids and times are attached. */
export type ScriptReply = { text: string; actions?: ChatAction[] };

const REPLY_PROMISE = 'We reply within 24 hours.';

/** What the assistant says when it refuses a name or an address, word for word as specified. */
export const NAME_REJECTION = "I'd appreciate a proper name so I can assist you better...";
export const EMAIL_REJECTION = 'Please provide a valid email address so I can follow up with you after our conversation.';

export const GREETING = "Hi there! 👋 I'm your AI assistant. Before we start, may I have your name?";

/** Said where the address is asked for: the conversation becomes a lead (src/lib/chat/lead.ts). */
export const CONVERSATION_GOES_TO_TEAM = 'This conversation goes to our team, so they can follow up with you.';

export const askEmail = (name: string): ScriptReply => ({
  text: `Nice to meet you, ${name}! What's your email address, so we can follow up with you after our conversation? ${CONVERSATION_GOES_TO_TEAM}`,
  actions: ['privacy'],
});

export const thanksForEmail = (name: string): ScriptReply => ({
  text: `Thank you, ${name}! Ask me anything about our AI solutions, pricing, portfolio or a free consultation.`,
});

/** Sent chatFollowUpMs after the thanks. */
export const OPTIONS_AFTER_EMAIL: ScriptReply = {
  text: 'Here are a few things I can help you with:',
  actions: ['consultation', 'solutions', 'portfolio', 'pricing', 'contact'],
};

/** The answer for each routed topic; company facts (e-mail, phone, prices) come from ctx. */
export const topicReply = (topic: ChatTopic, ctx: ChatContext): ScriptReply => {
  const free = `free ${ctx.freeConsultationMinutes}-minute`;
  switch (topic) {
    case 'consultation':
      return {
        text: `We offer a ${free} AI consultation with one of our experts. Book it through the consultation form, or reach us from the contact page. ${REPLY_PROMISE}`,
        actions: ['consultation', 'contact'],
      };
    case 'pricing':
      return {
        text:
          `Your first consultation is a ${free} session. ` +
          `Extended consulting is $${ctx.blockPriceUsd} per ${ctx.blockMinutes}-minute block. ` +
          'Project work is quoted after we understand your needs.',
        actions: ['consultation', 'contact'],
      };
    case 'portfolio':
      return {
        text: [
          'A few highlights from our portfolio:',
          '• AskMilo: an education tutoring portal serving 50,000+ students',
          '• Govello: a government procurement marketplace handling $50M+ in procurement value',
          '• Spot PMS: open-source smart parking management running in 50+ cities',
          '• LocaLens: marketing intelligence used by 1,500+ agencies',
        ].join('\n'),
        actions: ['portfolio', 'consultation'],
      };
    case 'solutions':
      return {
        text:
          'We build AI for healthcare, government, SMB growth and enterprise modernization, ' +
          'and offer function solutions such as AI consulting, process automation, voice AI, AI agents, ' +
          'MCP-as-a-service and memory-as-a-service.',
        actions: ['solutions', 'consultation'],
      };
    case 'contact':
      return {
        text: `You can email us at ${ctx.email}, call ${ctx.phone}, or send a message from the contact page. ${REPLY_PROMISE}`,
        actions: ['email', 'phone', 'contact'],
      };
    case 'generic':
      return {
        text: `Thanks for your message! The best next step is a ${free} consultation with one of our AI experts. You can also ask me about our solutions, pricing or portfolio.`,
        actions: ['consultation', 'solutions', 'portfolio', 'pricing'],
      };
  }
};

/** The chat assistant's script engine: pure, with time, ids and its content injected. */
export * from './types';
export { CHAT_ACTIONS, CHAT_INTENTS } from './names';
export { validateChatName, validateChatEmail, NAME_MIN_LENGTH, NAME_MAX_LENGTH } from './validate';
export { routeChatMessage } from './route';
export { initialChatState, handleVisitorMessage, handleAction } from './engine';
export { chatActionEffect, type ChatActionEffect } from './actions';
export { serializeChat, restoreChat } from './storage';

// The assistant's answering, bundled for scripts/bench-assistant.mts: the same modules the chat
// window and its site-answers chunk run, called from the benchmark page.
import { handleVisitorMessage } from '../../src/lib/chat/engine';
import type { ChatContext, ChatState } from '../../src/lib/chat/types';
import { siteAnswerer } from '../../src/lib/search/answer';
import { titlesOf, unitsOf, type AnswerUnitsFile } from '../../src/lib/search/answer-file';
import { loadSiteSearch } from '../../src/lib/search/engine';
import type { SearchIndexFile } from '../../src/lib/search/index-file';

const chatting: ChatState = { step: 'chat', visitor: { name: 'Bench', email: 'bench@example.com' }, messages: [] };

Object.assign(window, {
  benchAssistant: (index: SearchIndexFile, units: AnswerUnitsFile, context: ChatContext) => {
    const answerer = siteAnswerer(loadSiteSearch(index), unitsOf(units), titlesOf(units), index.synonyms);
    let id = 0;
    return (question: string) =>
      handleVisitorMessage(chatting, question, {
        now: 0,
        newId: () => `m${(id += 1)}`,
        context,
        answerSite: (text, options) => answerer.answer(text, options),
      });
  },
});

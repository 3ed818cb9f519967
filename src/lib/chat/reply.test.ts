import { handleVisitorMessage, initialChatState } from './engine';
import { nextChatLead, NO_PROGRESS } from './lead';
import { testChatContext as context } from './test-context';
import { unansweredQuestions } from './unanswered';
import type { ChatEnv, ChatState, SiteAnswerFound, SiteQuestion } from './types';

const { words } = context;
const [product, solution] = context.entries;
const T0 = 1_750_000_000_000;

/**
 * The pages answer with `answer` and record what they were asked; asked only for an overview's
 * listing, they give `listing` (as the real pages do, nothing unless the message asks for a whole range).
 */
const pagesAnswering = (answer: SiteAnswerFound, listing: SiteAnswerFound = { kind: 'nothing' }) => {
  const asked: { question: string; options?: SiteQuestion }[] = [];
  const answerSite = (question: string, options?: SiteQuestion) => (options?.overviewOnly ? listing : (asked.push({ question, options }), answer));
  return { asked, answerSite };
};
const env = (answerSite?: ChatEnv['answerSite']): ChatEnv => {
  let counter = 0;
  return { now: T0, newId: () => `m${(counter += 1)}`, context, ...(answerSite && { answerSite }) };
};
const atChat = (): ChatState =>
  ['Jane', 'jane@example.com'].reduce((state, text) => handleVisitorMessage(state, text, env()).state, initialChatState(T0, context));
const sentence = { path: product.path, title: product.name, text: 'Product One runs at 99.9% uptime.' };
const found: SiteAnswerFound = { kind: 'passages', passages: [sentence] };

describe('the chat step: answers from the pages before any script', () => {
  it('answers with what the page says, whole, then a link to the page; a second page with what it adds', () => {
    const second = { path: '/solutions/a/', title: 'Solution A', text: 'Solution A adds monitoring.' };
    const { replies } = handleVisitorMessage(atChat(), 'uptime please', env(pagesAnswering({ kind: 'passages', passages: [sentence, second] }).answerSite));
    const [{ message }] = replies;
    expect(message.text).toBe(sentence.text);
    expect(message.links).toEqual([
      { href: sentence.path, title: sentence.title, passage: '' },
      { href: second.path, title: second.title, passage: second.text },
    ]);
  });

  it('a message that names an entry goes to the pages, about that entry, even with a topic keyword in it', () => {
    const pages = pagesAnswering(found);
    const { replies } = handleVisitorMessage(atChat(), `How much does ${product.name} cost?`, env(pages.answerSite));
    expect(replies[0].message.text).toBe(sentence.text);
    expect(pages.asked[0].options?.about).toEqual(product);
  });

  it('a message only about a topic of the spec gets its script, the earlier topic when two match', () => {
    const pages = pagesAnswering(found);
    expect(handleVisitorMessage(atChat(), 'What does it cost?', env(pages.answerSite)).replies[0].message.text).toBe(words.answers.pricing);
    expect(handleVisitorMessage(atChat(), 'what does a consultation cost', env(pages.answerSite)).replies[0].message.text).toBe(words.answers.consultation);
    expect(pages.asked).toEqual([]);
  });

  it('a topic message with more to it goes to the pages; their silence falls back to the topic script', () => {
    const pages = pagesAnswering({ kind: 'nothing' });
    const { state, replies } = handleVisitorMessage(atChat(), 'what does extended consulting cost', env(pages.answerSite));
    expect(pages.asked).toHaveLength(1);
    expect(replies[0].message.text).toBe(words.answers.consultation);
    expect(state.messages.some((message) => message.unanswered)).toBe(false);
  });

  it("a press or place phrase in a question that names a need goes to the pages first; the intent's answer only when they are silent", () => {
    const place = context.words.intents.place.phrases[0];
    const pages = pagesAnswering(found);
    expect(handleVisitorMessage(atChat(), `${place}?`, env(pages.answerSite)).replies[0].message.text).toContain(context.words.intents.place.answer);
    expect(pages.asked).toEqual([]);
    const need = `${place} for scheduling warehouse robots`;
    expect(handleVisitorMessage(atChat(), need, env(pages.answerSite)).replies[0].message.text).toBe(sentence.text);
    expect(handleVisitorMessage(atChat(), need, env(pagesAnswering({ kind: 'nothing' }).answerSite)).replies[0].message.text).toContain(
      context.words.intents.place.answer,
    );
  });

  it('says plainly that the site does not answer it, offers the team, and marks the question unanswered', () => {
    const { state, replies } = handleVisitorMessage(atChat(), 'banana bread', env(pagesAnswering({ kind: 'nothing' }).answerSite));
    expect(replies[0].message.text).toBe(words.notOnSite);
    expect(replies[0].message.actions?.map(({ action }) => action)).toEqual(['contact', 'consultation']);
    const asked = state.messages.find((message) => message.text === 'banana bread');
    expect(asked).toMatchObject({ isBot: false, unanswered: true });
  });

  it("the question it could not answer reaches the team's lead marked, and only that one", () => {
    const none = pagesAnswering({ kind: 'nothing' }).answerSite;
    const answered = handleVisitorMessage(atChat(), 'uptime please', env(pagesAnswering(found).answerSite)).state;
    const { state } = handleVisitorMessage(answered, 'banana bread', env(none));
    const message = nextChatLead(state, NO_PROGRESS, '/')?.message ?? '';
    expect(unansweredQuestions(message)).toEqual(['banana bread']);
    expect(message).toContain('uptime please');
  });

  it('answers from its scripts when the pages could not be loaded', () => {
    expect(handleVisitorMessage(atChat(), 'banana bread', env()).replies[0].message.text).toBe(words.answers.generic);
  });
});

describe('the chat step: intents from content', () => {
  it('asking for a person gives the ways to reach the team, says the conversation is passed on, and hands it over', () => {
    const turn = handleVisitorMessage(atChat(), `Can I talk to a person about ${product.name}?`, env(pagesAnswering(found).answerSite));
    expect(turn.handoff).toBe(true);
    expect(turn.replies[0].message.text).toBe(`${words.intents.person.answer}\n${words.passedToTeam}`);
    expect(turn.replies[0].message.actions?.map(({ action }) => action)).toEqual(['email', 'phone', 'consultation']);
  });

  it('a person only mentioned in a question about something else hands nothing over: the pages answer, else the ways to reach the team', () => {
    const mention = 'does the bot tell callers it is not a human';
    const answered = handleVisitorMessage(atChat(), mention, env(pagesAnswering(found).answerSite));
    expect(answered.handoff).toBeUndefined();
    expect(answered.replies[0].message.text).toBe(sentence.text);
    const unanswered = handleVisitorMessage(atChat(), mention, env(pagesAnswering({ kind: 'nothing' }).answerSite));
    expect(unanswered.handoff).toBeUndefined();
    expect(unanswered.replies[0].message.text).toBe(words.intents.person.answer);
    expect(unanswered.replies[0].message.text).not.toContain(words.passedToTeam);
    // A short phrase alone is still a request.
    expect(handleVisitorMessage(atChat(), 'a human please', env(pagesAnswering(found).answerSite)).handoff).toBe(true);
  });

  it('press and where-and-when answer from content, the next events listed', () => {
    const none = pagesAnswering({ kind: 'nothing' }).answerSite;
    expect(handleVisitorMessage(atChat(), 'I am a journalist', env(none)).replies[0].message.text).toBe(words.intents.press.answer);
    const place = handleVisitorMessage(atChat(), 'Where are you?', env(none)).replies[0].message.text;
    expect(place.startsWith(`${words.intents.place.answer}\n${words.nextEvents}`)).toBe(true);
    for (const event of context.events) expect(place).toContain(event.title);
  });
});

describe('the chat step: follow-ups about the entry in play', () => {
  it('"how much is it?" after an entry came up asks the pages for its price; without one, the pricing script', () => {
    const first = handleVisitorMessage(
      atChat(),
      `Tell me about ${solution.name}`,
      env(pagesAnswering({ kind: 'passages', passages: [{ ...sentence, path: solution.path }] }).answerSite),
    );
    expect(first.state.inPlay).toEqual(solution);
    const pages = pagesAnswering({ kind: 'nothing' });
    const followUp = handleVisitorMessage(first.state, 'How much is it?', env(pages.answerSite));
    expect(pages.asked[0].options).toEqual({ about: solution, wants: 'price' });
    expect(followUp.replies[0].message.text).toBe(words.answers.pricing);
    expect(followUp.state.inPlay).toEqual(solution);
  });

  it('"how long does that take?" asks for a duration, "do you have a case study?" looks among the case studies', () => {
    const start = { ...atChat(), inPlay: product };
    const pages = pagesAnswering(found);
    handleVisitorMessage(start, 'How long does that take?', env(pages.answerSite));
    expect(pages.asked[0].options).toEqual({ about: product, wants: 'duration' });
    handleVisitorMessage(start, 'Do you have a case study?', env(pages.answerSite));
    const { within } = pages.asked[1].options ?? {};
    expect(within?.('/portfolio/x/')).toBe(true);
    expect(within?.('/portfolio/')).toBe(false);
    expect(within?.(product.path)).toBe(false);
  });
});

import type { ChatContext, ChatTopic } from './types';

/**
 * A chat content of the tests' own (the real one is content/site/chat.yaml, filled by the build):
 * each answer names its topic, so a test can tell which answer was given without copying content.
 */
const answer = (topic: ChatTopic) => `answer:${topic}`;

export const testChatContext: ChatContext = {
  words: {
    title: 'test title',
    subtitle: 'test subtitle',
    greeting: 'greeting: your name?',
    nameRejection: 'name rejected',
    askEmail: 'hello {{visitor}}, your e-mail?',
    emailRejection: 'e-mail rejected',
    thanksForEmail: 'thanks {{visitor}}',
    optionsIntro: 'options',
    notOnSite: 'not on the site',
    passedToTeam: 'passed to the team',
    nextEvents: 'next events',
    intents: {
      person: { phrases: ['talk to a person', 'a human'], answer: 'intent:person' },
      press: { phrases: ['journalist'], answer: 'intent:press' },
      place: { phrases: ['where are you'], answer: 'intent:place' },
    },
    answers: {
      consultation: answer('consultation'),
      pricing: answer('pricing'),
      portfolio: answer('portfolio'),
      solutions: answer('solutions'),
      contact: answer('contact'),
      generic: answer('generic'),
    },
    actionLabels: {
      consultation: 'label:consultation',
      pricing: 'label:pricing',
      portfolio: 'label:portfolio',
      solutions: 'label:solutions',
      contact: 'label:contact',
      emailUs: 'label:email',
      callUs: 'label:phone',
      privacy: 'label:privacy',
      newsroom: 'label:newsroom',
      events: 'label:events',
    },
  },
  caseStudies: [
    { title: 'Study One', tagline: 'first tagline' },
    { title: 'Study Two', tagline: 'second tagline' },
  ],
  solutions: ['Solution A', 'Solution B'],
  entries: [
    { name: 'Product One', path: '/products/one/' },
    { name: 'Solution A', path: '/solutions/a/' },
  ],
  events: [{ title: 'Event One', date: 'January 1, 2030', location: 'Somewhere' }],
  email: 'hello@x.example',
  phone: '+1 (214) 555-0142',
};

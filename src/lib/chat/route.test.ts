import { routeChatMessage } from './route';
import type { ChatTopic } from './types';

describe('routeChatMessage (keywords in topic order: the first matching topic wins)', () => {
  it.each<[string, ChatTopic]>([
    ['I would like a consultation', 'consultation'],
    ['Can I BOOK a call?', 'consultation'],
    ['booking please', 'consultation'],
    ['I booked last week', 'consultation'],
    ['Need an appointment', 'consultation'],
    ['Do you consult for banks?', 'consultation'],
    ['What is the price?', 'pricing'],
    ['prices?', 'pricing'],
    ['How much does it cost', 'pricing'],
    ['What are your costs', 'pricing'],
    ['Pricing', 'pricing'],
    ['Show me your portfolio', 'portfolio'],
    ['Any recent projects?', 'portfolio'],
    ['examples of your work', 'portfolio'],
    ['Which solutions do you have', 'solutions'],
    ['Tell me about your services', 'solutions'],
    ['So, what do you do?', 'solutions'],
    ['WHAT  DO YOU DO', 'solutions'],
    ['How can I contact you', 'contact'],
    ['What is your email', 'contact'],
    ['your e-mail?', 'contact'],
    ['phone number please', 'contact'],
    ['Hello there', 'generic'],
    ['', 'generic'],
  ])('%p → %s', (text, topic) => expect(routeChatMessage(text)).toBe(topic));

  it.each(['I saw you on Facebook', 'Do you sell ebooks?', 'priceless', 'Costa Rica', 'servicemen', 'telephoneless'])(
    'does not match keywords inside longer words: %p',
    (text) => expect(routeChatMessage(text)).toBe('generic'),
  );

  it('sends a message matching several topics to the earliest one', () => {
    expect(routeChatMessage('what does a consultation cost')).toBe('consultation');
    expect(routeChatMessage('pricing for your portfolio projects')).toBe('pricing');
    expect(routeChatMessage('contact me about your services')).toBe('solutions');
    expect(routeChatMessage('email me some examples')).toBe('portfolio');
  });
});

import { answerTypeOf, asksCompanyFact, statesAnswerType } from './answer-type';

describe('the kind of answer a question asks for', () => {
  test.each([
    ['how long does the setup take', 'duration'],
    ['what is the usual rollout time', 'duration'],
    ['when will I hear back from you', 'duration'],
    ['when is the expo', 'date'],
    ['what does extended consulting cost', 'price'],
    ['how much is a block of consulting', 'price'],
    ['how many cities use it', 'quantity'],
    ['how much could I save on support', 'quantity'],
    ["what's the best phone number to reach you", 'phone'],
    ["what's the best number to reach you?", 'phone'],
    ['what is your number of employees', null],
    ['an assistant that answers the phone and books appointments', null],
    ['which e-mail address should I write to', 'email'],
    ['where are you located', 'place'],
    ['who is your CEO', 'person'],
    ['do you integrate with our records system', null],
  ])('%s → %s', (question, type) => {
    expect(answerTypeOf(question)).toBe(type);
  });

  test('a sentence states a kind when it holds one, in figures or in words', () => {
    expect(statesAnswerType('duration', 'Most rollouts are ready within two to four weeks.')).toBe(true);
    expect(statesAnswerType('duration', 'Setup in 1-2 weeks')).toBe(true);
    expect(statesAnswerType('duration', 'Rollouts are fast.')).toBe(false);
    expect(statesAnswerType('date', 'April 14, 2027 · Dallas, TX')).toBe(true);
    expect(statesAnswerType('price', '$200 per block')).toBe(true);
    expect(statesAnswerType('phone', 'Phone: +1 (214) 555-0142')).toBe(true);
    expect(statesAnswerType('phone', 'Talent in 2-4 weeks')).toBe(false);
    expect(statesAnswerType('email', 'Write to hello@x.example.')).toBe(true);
    expect(statesAnswerType('place', 'Location: Dallas, TX, United States')).toBe(true);
  });

  test("a question for the company's own phone, e-mail or place asks nothing else; one naming anything more asks the pages", () => {
    expect(asksCompanyFact("What's the best phone number to reach you?")).toBe(true);
    expect(asksCompanyFact('what is your email address')).toBe(true);
    expect(asksCompanyFact('where is your office located')).toBe(true);
    expect(asksCompanyFact('what is the e-mail address for privacy requests')).toBe(false);
    expect(asksCompanyFact('where is the expo held')).toBe(false);
    expect(asksCompanyFact('how long does setup take')).toBe(false);
    expect(asksCompanyFact('what is your response time')).toBe(true);
    expect(asksCompanyFact('how soon do you answer messages')).toBe(true);
    // How soon the company answers the visitor, or where the company itself is, whatever else the message says.
    expect(asksCompanyFact('i sent the form yesterday, how long till someone gets back to me')).toBe(true);
    expect(asksCompanyFact("i'm applying for a job, which city is the company in?")).toBe(true);
    expect(asksCompanyFact('how long does the bot take to respond to our customers')).toBe(false);
  });
});

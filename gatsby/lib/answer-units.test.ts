import { answerUnitsOf, sentencesOf } from './answer-units';

const page = (main: string) => `<html><head><title>t</title></head><body><nav><a href="/">Home</a></nav><main>${main}</main></body></html>`;

describe('answer units of a built page', () => {
  test('each sentence of a paragraph and each list item, whole, with the heading it sits under', () => {
    const units = answerUnitsOf(
      page(
        '<h1>Product</h1><p>It answers customers. It runs all night, e.g. on weekends.</p><h2>Features</h2><ul><li>Handoff to <b>human</b> agents</li></ul>',
      ),
    );
    expect(units).toEqual([
      { heading: 'Product', text: 'It answers customers.', figure: false },
      { heading: 'Product', text: 'It runs all night, e.g. on weekends.', figure: false },
      { heading: 'Features', text: 'Handoff to human agents', figure: false },
    ]);
  });

  test("a card's lines belong to the card's own heading, also a line above it (an event's date and place)", () => {
    const card = (title: string, when: string) =>
      `<article><p><time>${when}</time> · Austin, TX</p><h2>${title}</h2><p>What happens at ${title}.</p></article>`;
    const units = answerUnitsOf(page(`<h1>Events</h1>${card('First Expo', 'March 10, 2027')}${card('Second Expo', 'April 14, 2027')}`));
    expect(units).toEqual([
      { heading: 'First Expo', text: 'March 10, 2027 · Austin, TX', figure: false },
      { heading: 'First Expo', text: 'What happens at First Expo.', figure: false },
      { heading: 'Second Expo', text: 'April 14, 2027 · Austin, TX', figure: false },
      { heading: 'Second Expo', text: 'What happens at Second Expo.', figure: false },
    ]);
  });

  test('a figure keeps its label and never runs into its neighbour', () => {
    const units = answerUnitsOf(page('<h1>Product</h1><dl><div><dt>Uptime</dt><dd>99.9%</dd></div><div><dt>Chats</dt><dd>1000+</dd></div></dl>'));
    expect(units.map((unit) => [unit.text, unit.figure])).toEqual([
      ['Uptime: 99.9%', true],
      ['Chats: 1000+', true],
    ]);
  });

  test('leaves out buttons, link-only text, hidden parts and what is outside <main>', () => {
    const units = answerUnitsOf(
      page(
        '<p><a href="/x/">Read the whole case study now</a></p><p hidden>Hidden words are not said.</p><button>Press this big button</button><p>See <a href="/n/">our newsroom</a> for news.</p>',
      ),
    );
    expect(units.map((unit) => unit.text)).toEqual(['See our newsroom for news.']);
  });

  test('two elements side by side are two sentences', () => {
    expect(sentencesOf('We reply within 24 hours.Tell us more. Version 2.1 is out.')).toEqual([
      'We reply within 24 hours.',
      'Tell us more.',
      'Version 2.1 is out.',
    ]);
  });
});

import { routes } from '../../src/lib/routes';
import { type LlmsContent, llmsTxt } from './llms-txt';

const company = {
  name: 'Aurelion AI',
  siteUrl: 'https://aurelion.example',
  description: 'An AI solutions company\nin Dallas.',
  location: 'Dallas, TX, United States',
  email: 'hello@aurelion.example',
  phone: '+1 (214) 555-0142',
  freeConsultationMinutes: 15,
  blockPriceUsd: 200,
  blockMinutes: 15,
};

const content: LlmsContent = {
  company,
  solutions: [
    { slug: 'ai-agents', name: 'AI Agents', kind: 'FUNCTION', tagline: 'Agents that act.' },
    { slug: 'healthcare', name: 'Healthcare AI', kind: 'INDUSTRY', tagline: 'AI for care teams.' },
  ],
  products: [{ slug: 'nova-ai', name: 'Nova AI', category: 'Voice AI', tagline: 'Your executive voice.' }],
  services: [{ slug: 'automation', title: 'Business Automation', description: 'Automate\n  routine work.' }],
  indexablePaths: [
    routes.solution('ai-agents'),
    routes.solution('healthcare'),
    routes.product('nova-ai'),
    routes.service('automation'),
    routes.about,
    routes.portfolio,
    routes.newsroom,
    routes.contact,
  ],
};
const text = llmsTxt(content);

it('starts with the company name as the only h1 and its description as the summary quote', () => {
  expect(text.split('\n').slice(0, 3)).toEqual(['# Aurelion AI', '', '> An AI solutions company in Dallas.']);
  expect(text.match(/^# /gm)).toHaveLength(1);
  expect(text).toContain('free 15-minute consultation; extended consulting is 200 US dollars per 15-minute block.');
});

it('links every solution by kind, product and service to its absolute page address', () => {
  const section = (heading: string) => text.split(`## ${heading}\n\n`)[1].split('\n\n')[0];
  expect(section('Industry solutions')).toBe('- [Healthcare AI](https://aurelion.example/solutions/healthcare/): AI for care teams.');
  expect(section('Function solutions')).toBe('- [AI Agents](https://aurelion.example/solutions/ai-agents/): Agents that act.');
  expect(section('Products')).toBe('- [Nova AI](https://aurelion.example/products/nova-ai/): Your executive voice. (Voice AI)');
  expect(section('Services')).toBe('- [Business Automation](https://aurelion.example/services/automation/): Automate routine work.');
  expect(section('Company')).toContain('- [Contact](https://aurelion.example/contact/): E-mail hello@aurelion.example, phone +1 (214) 555-0142');
});

it('links no page that search engines may not index', () => {
  const withoutNova = llmsTxt({ ...content, indexablePaths: content.indexablePaths.filter((path) => path !== routes.product('nova-ai')) });
  expect(withoutNova).not.toContain('nova-ai');
  expect(withoutNova).toContain('](https://aurelion.example/solutions/healthcare/)');
});

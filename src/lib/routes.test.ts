import { navigatesInApp, routes } from './routes';

describe('navigatesInApp', () => {
  it('keeps pages of this site in the app', () => {
    expect(navigatesInApp(routes.home)).toBe(true);
    expect(navigatesInApp(routes.caseStudy('spot-pms'))).toBe(true);
  });

  it('loads the contact page whole, in both variants', () => {
    expect(navigatesInApp(routes.contact)).toBe(false);
    expect(navigatesInApp(routes.demo)).toBe(false);
  });

  it('leaves in-page anchors, other sites, mail and phone links to the browser', () => {
    expect(navigatesInApp(routes.homeSection('contact'))).toBe(false);
    expect(navigatesInApp('#contact')).toBe(false);
    expect(navigatesInApp('https://example.org/')).toBe(false);
    expect(navigatesInApp('//example.org/')).toBe(false);
    expect(navigatesInApp('mailto:hello@aurelion.ai')).toBe(false);
    expect(navigatesInApp('tel:+12145550142')).toBe(false);
  });
});

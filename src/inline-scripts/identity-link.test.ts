import { inlineScript } from '../../gatsby/lib/inline-script';

const script = inlineScript('identity-link');

/** Runs the home page's inline script at an address; returns where it sent the browser, if anywhere. */
const runAt = (hash: string): string | undefined => {
  let replacedBy: string | undefined;
  const location = { hash, replace: (url: string) => (replacedBy = url) };
  new Function('location', script)(location);
  return replacedBy;
};

describe('the home page with Netlify Identity sign-in', () => {
  it('opens the links of invitation, password and address e-mails in the CMS, token kept', () => {
    expect(runAt('#invite_token=abc')).toBe('/admin/#invite_token=abc');
    expect(runAt('#recovery_token=abc')).toBe('/admin/#recovery_token=abc');
    expect(runAt('#confirmation_token=abc')).toBe('/admin/#confirmation_token=abc');
    expect(runAt('#email_change_token=abc')).toBe('/admin/#email_change_token=abc');
  });

  it('leaves every other address alone', () => {
    expect(runAt('')).toBeUndefined();
    expect(runAt('#services')).toBeUndefined();
  });
});

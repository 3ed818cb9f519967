import http from 'node:http';
import type { BrowserContext, Page } from '@playwright/test';
import { scriptHashesOf } from '../../gatsby/lib/page-scripts';
import { expect, gotoReady, reportCspViolations, test } from '../../support/browser-test';
import { siteData } from '../../support/site-content';
import type { ChatWords } from '../../src/lib/chat/types';

/** The chat window's title, as content/site/chat.yaml words it. */
const CHAT_TITLE = siteData<ChatWords>('chat').title;

/**
 * The per-page Content-Security-Policy written by the build (gatsby/build-steps/csp-headers.ts), enforced by real
 * Chromium on the production build served by `netlify dev` (headers from netlify.toml and
 * public/_headers, the adapter's block included). A violation shows as a `securitypolicyviolation` event and as a console error
 * ("... violates the following Content Security Policy directive ..."); both are recorded.
 */

const CSP_TEXT = /content security policy/i;

interface CspWatch {
  /** Every violation and CSP console error seen so far, as readable lines. */
  problems: string[];
}

/** Records CSP violations of every document the context loads, from before its first script runs. */
const watchCsp = async (context: BrowserContext): Promise<CspWatch> => {
  const watch: CspWatch = { problems: [] };
  await reportCspViolations(context, (line) => watch.problems.push(line));
  context.on('console', (message) => {
    if (message.type() === 'error' && CSP_TEXT.test(message.text())) {
      watch.problems.push(`${message.page() ? new URL(message.page()?.url() ?? '').pathname : '(no page)'}: console: ${message.text().slice(0, 300)}`);
    }
  });
  return watch;
};

/** Loads the path, waits for hydration and for the page's own requests (page-data prefetches) to settle. */
const load = async (page: Page, path: string): Promise<void> => {
  await gotoReady(page, path);
  await page.waitForLoadState('networkidle');
};

/** Raw response headers (repeated names kept apart, which fetch() would join). */
const rawHeaders = (baseURL: string, path: string): Promise<{ status: number; headers: [string, string][]; body: string }> =>
  new Promise((resolve, reject) => {
    http
      .get(`${baseURL}${path}`, (response) => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2) pairs.push([response.rawHeaders[i].toLowerCase(), response.rawHeaders[i + 1]]);
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: pairs, body }));
      })
      .on('error', reject);
  });

const valuesOf = (headers: [string, string][], name: string): string[] => headers.filter(([key]) => key === name).map(([, value]) => value);

test.describe('Content-Security-Policy', () => {
  for (const path of ['/', '/contact/', '/about', '/404.html']) {
    test(`${path} answers with exactly one CSP, allowing each of its inline scripts by hash`, async ({ baseURL }) => {
      const { status, headers, body } = await rawHeaders(baseURL ?? '', path);
      expect(status).toBe(200);
      const policies = valuesOf(headers, 'content-security-policy');
      expect(policies).toHaveLength(1);
      expect(policies[0]).not.toContain(',');
      const scriptSrc = policies[0]
        .split(';')
        .map((directive) => directive.trim())
        .find((directive) => directive.startsWith('script-src '));
      expect(scriptSrc).toBeDefined();
      expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
      const hashes = scriptHashesOf(body);
      expect(hashes.length).toBeGreaterThan(0);
      for (const hash of hashes) expect(scriptSrc).toContain(hash);
      expect(policies[0]).toContain("frame-ancestors 'none'");
      expect(valuesOf(headers, 'cross-origin-opener-policy')).toEqual(['same-origin']);
      expect(valuesOf(headers, 'x-xss-protection')).toEqual([]);
      // The netlify.toml security headers arrive once each beside it.
      for (const name of [
        'strict-transport-security',
        'x-content-type-options',
        'x-frame-options',
        'referrer-policy',
        'permissions-policy',
        'cross-origin-resource-policy',
      ]) {
        expect([name, valuesOf(headers, name).length]).toEqual([name, 1]);
      }
    });
  }

  test('/admin/ lets its sign-in popup keep its opener: Cross-Origin-Opener-Policy same-origin-allow-popups, once', async ({ baseURL }) => {
    const { status, headers } = await rawHeaders(baseURL ?? '', '/admin/');
    expect(status).toBe(200);
    expect(valuesOf(headers, 'cross-origin-opener-policy')).toEqual(['same-origin-allow-popups']);
    expect(valuesOf(headers, 'content-security-policy')).toHaveLength(1);
  });

  for (const path of ['/', '/contact/']) {
    test(
      `${path}: the header script runs under the page policy: with no bundle, the menu opens and the theme switches`,
      { tag: ['@phone-light'] },
      async ({ context }) => {
        const watch = await watchCsp(context);
        await context.route(
          (url) => url.pathname.endsWith('.js'),
          (route) => route.abort(),
        );
        const page = await context.newPage();
        await page.goto(path, { waitUntil: 'load' });
        await page.getByRole('button', { name: 'Open menu' }).tap();
        await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
        await page.getByRole('button', { name: 'Switch to dark theme' }).tap();
        await expect(page.locator('body')).not.toHaveClass(/\blight\b/);
        await context.close();
        expect(watch.problems).toEqual([]);
      },
    );

    test(`${path}: theme toggle, chat, client-side navigation and the contact form cause no CSP violation`, async ({ context }) => {
      const watch = await watchCsp(context);
      const page = await context.newPage();
      await load(page, path);

      await page
        .getByRole('button', { name: /Switch to (dark|light) theme/ })
        .first()
        .click();
      await page
        .getByRole('button', { name: /Switch to (dark|light) theme/ })
        .first()
        .click();

      // The chat launcher shows after its delay (about 2 s) and loads the chat window chunk on open.
      const launcher = page.getByRole('button', { name: 'Open chat assistant' });
      await expect(launcher).toBeVisible({ timeout: 8_000 });
      await launcher.click();
      await expect(page.getByRole('dialog', { name: CHAT_TITLE })).toBeVisible();
      await page.keyboard.press('Escape');

      if (path === '/contact/') {
        // Only the policy is under test here: any answer of /api/send-email will do.
        const form = page
          .locator('form')
          .filter({ has: page.getByLabel('Full name') })
          .first();
        await form.getByLabel('Full name').fill('Ada CSP');
        await form.getByLabel('Email address').fill('ada@analytical.example');
        await form.locator('textarea[name="message"]').fill('Checking that the contact form works under the Content-Security-Policy.');
        const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/send-email', { timeout: 30_000 });
        await form.locator('button[type="submit"]').click();
        await answered;
        await expect(form.getByRole('status').filter({ hasText: /\S/ })).toBeVisible();
      } else {
        // Client-side navigation: Gatsby fetches page-data and the next page's chunk at runtime.
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
        await page.waitForURL(/\/about\/$/);
        await page.waitForLoadState('networkidle');
      }

      await context.close();
      expect(watch.problems).toEqual([]);
    });
  }
});

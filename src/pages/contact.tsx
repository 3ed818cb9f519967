import React, { useEffect, useLayoutEffect } from 'react';
import type { PageProps } from 'gatsby';
import { JavaScriptFiledForms } from '../components/contact/netlify-form';
import { Layout } from '../components/layout';
import { pageHead } from '../components/page-head';
import { ContactSection } from '../components/sections/contact-section';
import { CONTACT_ATTRIBUTE, contactVariantFromSearch } from '../lib/contact-variant';
import { routes } from '../lib/routes';

// Before paint in the browser; a plain effect during server rendering (where neither runs).
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * /contact/ and its demo-request variant /contact/?demo=true share one HTML page holding both
 * variants' texts; <html data-contact> picks the visible one: set by an inline script before first
 * paint on a page load (gatsby-ssr.tsx), and here on client-side navigation. The form reads the
 * address when it is sent. Nothing here is React state: an update while the page hydrates would
 * make React drop the server HTML of the content still hydrating (React error #421).
 */
const ContactPage = ({ location }: PageProps) => {
  useBeforePaint(() => {
    document.documentElement.setAttribute(CONTACT_ATTRIBUTE, contactVariantFromSearch(location.search));
  }, [location.search]);
  useEffect(() => () => document.documentElement.removeAttribute(CONTACT_ATTRIBUTE), []);
  return (
    <Layout>
      <ContactSection asPage textsByAddress />
      {/* The chat is on every page and leads filed with JavaScript come from any page: one declaration is enough. */}
      <JavaScriptFiledForms />
    </Layout>
  );
};

export default ContactPage;

export const Head = pageHead({
  title: 'Contact Us',
  description: (company) =>
    `Contact ${company.name} in ${company.location}: book a free ${company.freeConsultationMinutes}-minute AI consultation or request a product demo. ${company.replyPromise}`,
  path: routes.contact,
});

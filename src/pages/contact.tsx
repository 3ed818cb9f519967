import React, { useEffect, useState } from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Layout } from '../components/layout';
import { Seo } from '../components/seo';
import { ContactSection } from '../components/sections/contact-section';
import { routes } from '../lib/routes';

/** /contact/ and its demo-request variant /contact/?demo=true (read after hydration: the HTML is shared). */
const ContactPage = ({ location }: PageProps) => {
  const [variant, setVariant] = useState<'contact' | 'demo'>('contact');
  useEffect(() => {
    setVariant(new URLSearchParams(location.search).get('demo') === 'true' ? 'demo' : 'contact');
  }, [location.search]);
  return (
    <Layout>
      <ContactSection asPage variant={variant} />
    </Layout>
  );
};

export default ContactPage;

export const Head: HeadFC = () => (
  <Seo
    title="Contact Us"
    description="Contact Aurelion AI in Dallas, TX: book a free 15-minute AI consultation or request a product demo. We reply within 24 hours."
    path={routes.contact}
  />
);

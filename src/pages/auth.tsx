import React, { useState } from 'react';
import styled from '@emotion/styled';
import type { HeadFC } from 'gatsby';
import { Layout } from '../components/layout';
import { useSiteData } from '../hooks/use-site-data';
import { Seo } from '../components/seo';
import { SectionHeading } from '../components/sections/section-heading';
import { Container, Section } from '../components/ui/primitives';
import { AuthForm } from '../components/auth/auth-form';
import { routes } from '../lib/routes';

const Narrow = styled(Container)`
  max-width: 30rem;
`;

/** The login / sign-up page: accounts are not open yet, and the form says so. */
const AuthPage = () => {
  const [mode, setMode] = useState<'login' | 'signup'>('login');
  return (
    <Layout>
      <Section>
        <Narrow>
          <SectionHeading title={mode === 'signup' ? 'Create your account' : 'Sign in'} asPageTitle />
          <AuthForm mode={mode} setMode={setMode} />
        </Narrow>
      </Section>
    </Layout>
  );
};
export default AuthPage;

export const Head: HeadFC = () => {
  const { company } = useSiteData();
  return (
    <Seo
      title="Sign in"
      description={`Sign in or create an account with ${company.name}. Client accounts are not open yet; contact our team to get started.`}
      path={routes.auth}
      noindex
    />
  );
};

import React, { useState } from 'react';
import styled from '@emotion/styled';
import { Layout } from '../components/layout';
import { pageHead } from '../components/page-head';
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

export const Head = pageHead({
  title: 'Sign in',
  description: (company) => `Sign in or create an account with ${company.name}. Client accounts are not open yet; contact our team to get started.`,
  path: routes.auth,
  noindex: true,
});

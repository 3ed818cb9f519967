import React, { useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import styled from '@emotion/styled';
import type { HeadFC } from 'gatsby';
import { Layout } from '../components/layout';
import { Seo } from '../components/seo';
import { SectionHeading } from '../components/sections/section-heading';
import { Card, Container, Section } from '../components/ui/primitives';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/form-field';
import { routes } from '../lib/routes';
import { color, radius, space } from '../styles/tokens';

const Form = styled.form`
  display: grid;
  gap: ${space(4)};
  --control-bg: ${color.bg};
  label {
    display: grid;
    gap: ${space(1)};
    font-weight: 600;
  }
  input {
    padding: ${space(3)};
  }
`;

/** The login/sign-up switch and the provider buttons: outlined pills, 44 px tall for touch. */
const pillButton = css`
  font: inherit;
  min-height: 44px;
  border-radius: ${radius.pill};
  border: 1px solid ${color.border};
  background: transparent;
  color: ${color.text};
  cursor: pointer;
`;

const Toggle = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(2)};
  margin-bottom: ${space(6)};
  button {
    ${pillButton}
  }
  button[aria-pressed='true'] {
    background: ${color.accent};
    color: ${color.onAccent};
    border-color: ${color.accent};
  }
`;

const PasswordRow = styled.div`
  display: flex;
  gap: ${space(2)};
  input {
    flex: 1;
    width: auto;
  }
  button {
    font: inherit;
    min-height: 44px;
    padding: 0 ${space(3)};
    border-radius: ${radius.sm};
    border: 1px solid ${color.border};
    background: ${color.surface};
    color: ${color.text};
    cursor: pointer;
  }
`;

const Providers = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(2)};
  button {
    ${pillButton}
  }
`;

const Narrow = styled(Container)`
  max-width: 30rem;
`;

/** Keeps its line while empty, so the form does not jump when the notice appears. */
const Notice = styled.p`
  min-height: 1.6em;
  margin: 0;
`;

type Mode = 'login' | 'signup';

/**
 * Login / sign-up screen of the spec. Accounts are not open: nothing is sent or logged, and the
 * visitor is told so plainly instead of a silent no-op.
 */
const AuthPage = () => {
  const [mode, setMode] = useState<Mode>('login');
  const [showPassword, setShowPassword] = useState(false);
  const [notice, setNotice] = useState('');
  const isSignup = mode === 'signup';

  const notOpenYet = () => setNotice('Client accounts are not open yet. To work with us, contact our team and we will reply within 24 hours.');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    notOpenYet();
  };

  return (
    <Layout>
      <Section>
        <Narrow>
          <SectionHeading title={isSignup ? 'Create your account' : 'Sign in'} asPageTitle />
          <Card>
            <Toggle role="group" aria-label="Choose login or sign up">
              <button type="button" aria-pressed={!isSignup} onClick={() => setMode('login')}>
                Login
              </button>
              <button type="button" aria-pressed={isSignup} onClick={() => setMode('signup')}>
                Sign Up
              </button>
            </Toggle>
            <Form onSubmit={onSubmit} noValidate={false}>
              {isSignup && (
                <label>
                  Full name
                  <Input name="name" autoComplete="name" required />
                </label>
              )}
              <label>
                Email
                <Input name="email" type="email" autoComplete="email" required />
              </label>
              <label htmlFor="auth-password">Password</label>
              <PasswordRow>
                <Input
                  id="auth-password"
                  name="password"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete={isSignup ? 'new-password' : 'current-password'}
                  required
                />
                <button type="button" aria-pressed={showPassword} aria-controls="auth-password" onClick={() => setShowPassword((shown) => !shown)}>
                  {showPassword ? 'Hide' : 'Show'}
                  <span className="visually-hidden"> password</span>
                </button>
              </PasswordRow>
              {isSignup && (
                <label>
                  Confirm password
                  <Input name="confirmPassword" type={showPassword ? 'text' : 'password'} autoComplete="new-password" required />
                </label>
              )}
              {!isSignup && (
                <a
                  href={routes.contact}
                  onClick={(event) => {
                    event.preventDefault();
                    notOpenYet();
                  }}
                >
                  Forgot password?
                </a>
              )}
              <Button type="submit">{isSignup ? 'Sign Up' : 'Login'}</Button>
              <Providers>
                <button type="button" onClick={notOpenYet}>
                  Continue with Google
                </button>
                <button type="button" onClick={notOpenYet}>
                  Continue with GitHub
                </button>
              </Providers>
              <Notice role="status" aria-live="polite">
                {notice && (
                  <>
                    {notice} <a href={routes.contact}>Contact us</a>
                  </>
                )}
              </Notice>
            </Form>
          </Card>
        </Narrow>
      </Section>
    </Layout>
  );
};

export default AuthPage;

export const Head: HeadFC = () => (
  <Seo
    title="Sign in"
    description="Sign in or create an Aurelion AI account. Client accounts are not open yet; contact our team to get started."
    path={routes.auth}
    noindex
  />
);

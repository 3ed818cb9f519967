import React, { useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { Card } from '../ui/primitives';
import { Button, SecondaryButton } from '../ui/button';
import { Input } from '../ui/form-field';
import { routes } from '../../lib/routes';
import { color, space } from '../../styles/tokens';
import { useSiteData } from '../../hooks/use-site-data';

/** One column as wide as the card: `minmax(0, 1fr)`, or the inputs' own width would set it (wider than a phone). */
const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(4)};
  --control-bg: ${color.bg};
  label {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${space(1)};
    font-weight: 600;
  }
  input {
    min-width: 0;
    padding: ${space(3)};
  }
`;

/** Two buttons side by side, halves of the card (their labels wrap): the login/sign-up switch, the sign-in providers. */
const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space(2)};
`;

const PasswordRow = styled.div`
  display: flex;
  gap: ${space(2)};
  input {
    flex: 1;
    width: auto;
  }
`;

/** Keeps its line while empty, so the form does not jump when the notice appears. */
const Notice = styled.p`
  min-height: 1.6em;
  margin: 0;
`;

type Mode = 'login' | 'signup';

/**
 * The login / sign-up form. Accounts are not open: nothing is sent or logged, and the visitor is
 * told so plainly instead of a silent no-op.
 */
export const AuthForm = ({ mode, setMode }: { mode: Mode; setMode: (mode: Mode) => void }) => {
  const [showPassword, setShowPassword] = useState(false);
  const [notice, setNotice] = useState('');
  const isSignup = mode === 'signup';
  const replyHours = useSiteData().company.replyWithinHours;

  const notOpenYet = () => setNotice(`Client accounts are not open yet. To work with us, contact our team and we will reply within ${replyHours} hours.`);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    notOpenYet();
  };

  return (
    <Card>
      <Pair role="group" aria-label="Choose login or sign up" css={{ marginBottom: space(6) }}>
        <SecondaryButton type="button" aria-pressed={!isSignup} onClick={() => setMode('login')}>
          Login
        </SecondaryButton>
        <SecondaryButton type="button" aria-pressed={isSignup} onClick={() => setMode('signup')}>
          Sign Up
        </SecondaryButton>
      </Pair>
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
          <SecondaryButton type="button" aria-pressed={showPassword} aria-controls="auth-password" onClick={() => setShowPassword((shown) => !shown)}>
            {showPassword ? 'Hide' : 'Show'}
            <span className="visually-hidden"> password</span>
          </SecondaryButton>
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
        <Pair>
          <SecondaryButton type="button" onClick={notOpenYet}>
            Continue with Google
          </SecondaryButton>
          <SecondaryButton type="button" onClick={notOpenYet}>
            Continue with GitHub
          </SecondaryButton>
        </Pair>
        <Notice role="status" aria-live="polite">
          {notice && (
            <>
              {notice} <a href={routes.contact}>Contact us</a>
            </>
          )}
        </Notice>
      </Form>
    </Card>
  );
};

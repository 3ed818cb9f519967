import React, { type ReactNode } from 'react';
import { CheckList } from './ui/primitives';

interface Props {
  /** The heading's level where the card stands. */
  Heading: 'h2' | 'h3';
  heading: ReactNode;
  text: string;
  /** What the card promises or includes, each with a check mark. */
  items: readonly string[];
}

/** What a check-list card says: its heading, a text and the check list (a legal principle, a service on /services/). */
export const CheckListCardBody = ({ Heading, heading, text, items }: Props) => (
  <>
    <Heading>{heading}</Heading>
    <p>{text}</p>
    <CheckList items={items} />
  </>
);

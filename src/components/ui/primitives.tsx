import React from 'react';
import styled from '@emotion/styled';
import { color, fontSize, layout, mq, radius, space } from '../../styles/tokens';

/**
 * Small layout building blocks: keep pages and templates thin. Buttons, links, cards and form
 * fields shared across the site live in ui/.
 */

export const Container = styled.div`
  width: 100%;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${space(4)};
  ${mq.md} {
    padding: 0 ${space(6)};
  }
`;

export const Section = styled.section`
  padding: ${space(14)} 0;
  ${mq.md} {
    padding: ${space(20)} 0;
  }
`;

export const Badge = styled.span`
  display: inline-block;
  padding: ${space(1)} ${space(3)};
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.accentStrong};
  font-size: ${fontSize.xs};
  font-weight: 600;
`;

export const Card = styled.div`
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  padding: ${space(6)};
`;

export const Grid = styled.div<{ min?: string }>`
  display: grid;
  gap: ${space(6)};
  grid-template-columns: repeat(auto-fill, minmax(${(p) => p.min ?? '260px'}, 1fr));
`;

/** A row of buttons and links that wraps on narrow screens. */
export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
`;

/** The centred call to action under a section's cards. */
export const ClosingAction = styled.p`
  text-align: center;
  margin-top: ${space(12)};
`;

export const Muted = styled.p`
  color: ${color.muted};
`;

const TickedList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${space(2)};
  li {
    position: relative;
    padding-left: 1.75rem;
  }
  li::before {
    content: '✓';
    position: absolute;
    left: 0;
    color: ${color.success};
    font-weight: 700;
  }
`;

/** One <li> per text; the texts of a list differ, so each is its own key. */
export const ListItems = ({ items }: { items: readonly string[] }) => (
  <>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </>
);

/** A list of texts, each behind a tick. */
export const CheckList = ({ items }: { items: readonly string[] }) => (
  <TickedList>
    <ListItems items={items} />
  </TickedList>
);

import React from 'react';
import styled from '@emotion/styled';
import { color, fontSize, fontWeight, letterSpacing, mq, radius, space } from '../../styles/tokens';
import { ContentIcon } from '../icon';

const Tiles = styled.dl`
  display: grid;
  gap: ${space(4)};
  /* As many equal columns as fit: six stats in one row on desktop, two per row on a phone. */
  grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr));
  margin: 0;
  div {
    background: ${color.surface};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    padding: ${space(5)};
    text-align: center;
  }
  /* The stat's icon above its label, centred like the value. */
  dt {
    color: ${color.muted};
    font-size: ${fontSize.sm};
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${space(1)};
  }
  dd {
    margin: 0 0 ${space(1)};
    font-size: ${fontSize.xl};
    font-weight: ${fontWeight.extrabold};
    letter-spacing: ${letterSpacing.heading};
    color: ${color.accentStrong};
  }
  /* Values one step larger from the md breakpoint (on a phone, "2-4 weeks" must fit its half-width tile). */
  ${mq.md} {
    dd {
      font-size: ${fontSize.xxl};
    }
  }
  /* value first visually, label second, while dt/dd stay in the right order for screen readers;
     packed at the top, so values line up across a row whatever their labels' length */
  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
  }
`;

type Stat = { readonly value: string; readonly label: string; readonly icon?: string | null };

export const StatTiles = ({ stats, label }: { stats: ReadonlyArray<Stat>; label: string }) => (
  <Tiles aria-label={label}>
    {stats.map((stat) => (
      <div key={stat.label}>
        <dt>
          <ContentIcon value={stat.icon} /> {stat.label}
        </dt>
        <dd>{stat.value}</dd>
      </div>
    ))}
  </Tiles>
);

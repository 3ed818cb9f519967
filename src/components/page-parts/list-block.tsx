import React from 'react';
import styled from '@emotion/styled';
import { fontSize, mq, space } from '../../styles/tokens';
import type { IconName } from '../../lib/icons';
import { Icon } from '../icon';
import { Card, CheckList, ListItems } from '../ui/primitives';

/** A titled list in a card (applications, benefits, use cases…), ticked or numbered; Blocks sets them two abreast. */
export const ListBlock = ({ title, items, numbered = false, icon }: { title: string; items: ReadonlyArray<string>; numbered?: boolean; icon?: IconName }) => (
  <Card as="section">
    <BlockTitle>
      {icon && <Icon name={icon} tile />}
      {title}
    </BlockTitle>
    {numbered ? (
      <ol>
        <ListItems items={items} />
      </ol>
    ) : (
      <CheckList items={items} />
    )}
  </Card>
);

const BlockTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  font-size: ${fontSize.xl};
`;

export const Blocks = styled.div`
  display: grid;
  gap: ${space(6)};
  ${mq.md} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

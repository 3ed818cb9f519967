import styled from '@emotion/styled';
import { space } from '../styles/tokens';

/** The top row of a card: its icon tile on the left, its badge (if any) on the right. */
export const CardTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
`;

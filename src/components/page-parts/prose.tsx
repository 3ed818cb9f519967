import styled from '@emotion/styled';
import { fontSize, space } from '../../styles/tokens';

/** Rendered Markdown body from a content file. */
export const Prose = styled.div`
  max-width: 46rem;
  font-size: ${fontSize.md};
  h2 {
    margin-top: ${space(8)};
  }
  li {
    margin-bottom: ${space(1)};
  }
`;

import styled from '@emotion/styled';
import { TABLE_SCROLL_CLASS } from '../../lib/scrollable-tables';
import { color, fontSize, space } from '../../styles/tokens';

/** Rendered Markdown body from a content file; a table scrolls sideways in its own box (scrollable-tables.ts). */
export const Prose = styled.div`
  max-width: 46rem;
  font-size: ${fontSize.md};
  h2 {
    margin-top: ${space(8)};
  }
  li {
    margin-bottom: ${space(1)};
  }
  .${TABLE_SCROLL_CLASS} {
    overflow-x: auto;
    margin: ${space(4)} 0;
  }
  table {
    border-collapse: collapse;
  }
  th,
  td {
    min-width: 7rem;
    padding: ${space(2)} ${space(3)};
    border-bottom: 1px solid ${color.border};
    text-align: left;
    vertical-align: top;
  }
`;

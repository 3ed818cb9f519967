import { css } from '@emotion/react';
import { color, mq, space } from '../../styles/tokens';

/** The consultation form's two-column grid, shared by the modal and the /consultation/ page. */
export const consultationFormStyles = css`
  --control-bg: ${color.surface};
  display: grid;
  gap: ${space(4)};
  ${mq.md} {
    grid-template-columns: 1fr 1fr;
  }
  .full {
    grid-column: 1 / -1;
  }
  textarea {
    min-height: 7rem;
  }
  [aria-invalid='true'] {
    border-width: 2px;
  }
  /* No room is kept for a message until there is one. */
  .field-error:empty {
    margin: 0;
  }
`;

import { serverCss } from '../styles/server-css';

/** The brand mark before the wordmark (header and footer): the brand gradient, a spark cut out of it. */
export const brandMarkCss = serverCss`
  .brand-mark {
    display: inline-block; width: 1.5rem; height: 1.5rem; margin-right: .5rem; vertical-align: -0.3em; border-radius: 7px;
    background: var(--gradient-brand); flex: none; box-shadow: inset 0 0 0 1px rgba(255, 255, 255, .25);
  }
`;

import React, { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { staticContentViolations } from '../browser/static-content-check';

const ISLAND_ATTRIBUTE = 'data-static-content';
/** One constant object, so a re-render never looks like a change of the inner HTML. */
const KEEP_SERVER_HTML = { __html: '' };

/** True when the server's HTML for this island is in the document: the page is being hydrated. */
const serverHtmlPresent = (id: string): boolean =>
  typeof document !== 'undefined' && document.querySelector(`[${ISLAND_ATTRIBUTE}="${CSS.escape(id)}"]`)?.hasChildNodes() === true;

/**
 * Content with nothing to click that React handles: text, images and plain links. It is in the
 * server HTML, and on the first page load React keeps that HTML as it is instead of hydrating it
 * (React does not hydrate inside an element whose content comes from dangerouslySetInnerHTML), so
 * the page's hydration work is only its interactive parts. Mounted any other way (a client-side
 * navigation, content opened later), it renders its children as usual.
 *
 * Links inside it are plain anchors to the browser: a click is a full page load, never a broken one.
 * Nothing inside may hold state or handlers: they would never run on a first page load. In
 * development, each render checks this and warns naming the element or component.
 */
export const StaticContent = ({ children }: { children: ReactNode }) => {
  // useId is the same on the server and while hydrating, so it names this island's server HTML.
  const id = useId();
  const [keepServerHtml] = useState(() => serverHtmlPresent(id));
  const rendered = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (process.env.NODE_ENV === 'production' || !rendered.current) return;
    const problems = staticContentViolations(rendered.current);
    if (problems.length > 0) console.warn(`StaticContent holds code that never runs on a first page load:\n- ${problems.join('\n- ')}`);
  });
  const props = { [ISLAND_ATTRIBUTE]: id };
  return keepServerHtml ? (
    <div {...props} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
  ) : (
    <div {...props} ref={rendered}>
      {children}
    </div>
  );
};

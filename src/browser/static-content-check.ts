/**
 * Development-only check of StaticContent's rule: nothing inside it may handle events or hold
 * state, since on a first page load React keeps its server HTML and never runs that code.
 * A link's own navigation is exempt: a plain anchor works without JavaScript.
 *
 * It reads React's development bookkeeping on DOM nodes (the `__reactProps$…` and
 * `__reactFiber$…` keys). If React stops writing them, the check says so rather than passing.
 */

interface Fiber {
  type: unknown;
  memoizedState: unknown;
  return: Fiber | null;
}

const reactKey = (node: Element, prefix: string): string | undefined => Object.keys(node).find((key) => key.startsWith(prefix));

const describe = (element: Element): string =>
  `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className ? ` class="${element.className}"` : ''}>`;

const componentName = (type: unknown): string =>
  typeof type === 'function' ? (type as { displayName?: string; name?: string }).displayName || (type as { name: string }).name || 'anonymous' : String(type);

/** Problems with the subtree under `root` (the StaticContent element), as readable lines. */
export const staticContentViolations = (root: Element): string[] => {
  const propsKey = reactKey(root, '__reactProps$');
  const fiberKey = reactKey(root, '__reactFiber$');
  if (!propsKey || !fiberKey) return ["React's DOM bookkeeping keys were not found: the StaticContent check cannot run with this React version"];
  const problems = new Set<string>();
  for (const element of root.querySelectorAll('*')) {
    const props = (element as unknown as Record<string, Record<string, unknown> | undefined>)[propsKey] ?? {};
    const isLink = element.tagName === 'A' && element.hasAttribute('href');
    const handlers = Object.keys(props).filter((name) => /^on[A-Z]/.test(name) && typeof props[name] === 'function');
    if (handlers.length > 0 && !isLink) problems.add(`${describe(element)} handles ${handlers.join(', ')}`);
    if (isLink) continue;
    // The components that render this element as their outermost one (up to the next DOM element):
    // one that keeps hook or class state would never run it on a first load.
    for (
      let fiber = (element as unknown as Record<string, Fiber | undefined>)[fiberKey]?.return ?? null;
      fiber && typeof fiber.type !== 'string';
      fiber = fiber.return
    ) {
      if (typeof fiber.type === 'function' && fiber.memoizedState !== null) problems.add(`${componentName(fiber.type)} holds state or effects`);
    }
  }
  return [...problems];
};

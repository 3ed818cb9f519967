/**
 * @emotion/is-prop-valid, loaded the first time a component renders. emotion's styled components
 * use it to decide which props reach the DOM. When the module loads it builds one regular
 * expression of every HTML attribute name (5 KB of pattern): about 1.6 ms, the largest single
 * piece of the task that starts the app after the first paint. The browser bundle gives
 * @emotion/styled this module instead (gatsby/on-create-webpack-config.ts), so that work moves
 * into the first render, which React hydrates in short slices.
 *
 * The answers are the package's own, with one asked in advance: defining a styled component asks
 * whether `as` is an attribute, so that one answer (no: `as` is emotion's prop, never the DOM's)
 * must not load the package. A unit test holds it to the package's answer.
 */
type IsPropValid = (prop: string) => boolean;

let isPropValid: IsPropValid | undefined;

const isPropValidOnFirstUse: IsPropValid = (prop) => {
  if (prop === 'as') return false;
  // A require, not an import: an import would load the package with this module.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  isPropValid ??= (require('@emotion/is-prop-valid') as { default: IsPropValid }).default;
  return isPropValid(prop);
};

export default isPropValidOnFirstUse;

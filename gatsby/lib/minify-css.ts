import { transformSync } from 'esbuild';

/**
 * CSS with its whitespace and comments taken out by esbuild's CSS minifier: a real parser, so
 * strings (`content: 'a, b'`), url()s and selectors are kept as written. Anything esbuild warns
 * about (an unclosed block or string, an unknown property) fails the build, named, rather than
 * ship CSS a browser would read differently. Build-only: esbuild is a native tool run by Node.
 */
export const minifyCss = (css: string, name = 'CSS'): string => {
  const { code, warnings } = transformSync(css, { loader: 'css', minify: true, logLevel: 'silent' });
  if (warnings.length > 0) {
    const problems = warnings.map(
      ({ text, location }) => `${location ? `line ${location.line}: ` : ''}${text}${location ? ` (${location.lineText.trim()})` : ''}`,
    );
    throw new Error(`${name}: ${problems.join('; ')}`);
  }
  return code.trimEnd();
};

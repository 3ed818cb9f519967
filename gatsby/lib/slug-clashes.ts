import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { ContentProblem } from '../../src/lib/content-validation';

/** The slugs a file claims: its slug, then the former slugs it keeps answering for. */
const claims = (data: Record<string, unknown>): Array<{ field: string; slug: string }> => [
  ...(typeof data.slug === 'string' ? [{ field: 'slug', slug: data.slug }] : []),
  ...(Array.isArray(data.formerSlugs) ? data.formerSlugs.map((slug, index) => ({ field: `formerSlugs[${index}]`, slug: String(slug) })) : []),
];

const frontmatterOf = (file: string): Record<string, unknown> => {
  try {
    return matter(fs.readFileSync(file, 'utf8')).data as Record<string, unknown>;
  } catch {
    return {}; // a file that does not parse fails its own validation, naming it
  }
};

/**
 * A slug names one entry: its address and what tokens and links name it by. A slug or former slug
 * of this file (content/<folder>/<name>.md) that another file of its folder also claims is a
 * problem naming both files, since the address and the tokens could only follow one of them.
 */
export const slugClashes = (contentDir: string, relativePath: string): ContentProblem[] => {
  const folder = path.join(contentDir, path.dirname(relativePath));
  const own = claims(frontmatterOf(path.join(contentDir, relativePath)));
  const others = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.md') && name !== path.basename(relativePath))
    .sort()
    .flatMap((name) => claims(frontmatterOf(path.join(folder, name))).map((claim) => ({ ...claim, file: `content/${path.dirname(relativePath)}/${name}` })));
  return own.flatMap(({ field, slug }) =>
    others
      .filter((other) => other.slug === slug)
      .map((other) => ({
        field,
        message: `field "${field}" ("${slug}") is also the "${other.field}" of ${other.file}: two entries cannot share an address or a token; give one of them another slug, or remove the old one from "formerSlugs"`,
      })),
  );
};

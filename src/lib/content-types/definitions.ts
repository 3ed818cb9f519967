/** The shapes every content type declaration follows (the declarations are in the files beside this one). */

export type FieldMap = Readonly<Record<string, string>>;

/**
 * A YAML file under content/site/: one record (the whole file), or, with `list`, the records listed
 * under that one top-level field (`events:` followed by `- ` entries). Every YAML file's root is a
 * group of named fields, never a bare list, so the CMS can edit it.
 */
export type YamlSource = { kind: 'yaml'; file: string; list?: string };

/** An optional field that becomes required when another field has a given value, with the writer's message. */
export interface RequiredWhen {
  field: string;
  equals: string;
  message: string;
}

export interface NodeTypeDefinition {
  /** Folder under content/ (Markdown) or file name under content/site/ (YAML), without extension. */
  source: { kind: 'markdown'; folder: string } | YamlSource;
  description: string;
  fields: FieldMap;
  requiredWhen?: Readonly<Record<string, RequiredWhen>>;
  /**
   * When a record is a draft: only a draft's Markdown body may hold placeholders such as
   * "[Executive Name]", since production shows a draft's fields (the newsroom's "Coming Soon" card)
   * but never its body. A type without it is always published.
   */
  draftWhen?: { field: string; equals: string };
}

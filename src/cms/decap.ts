/**
 * The part of Decap CMS's browser API (window.CMS, from its standalone bundle) that the site's CMS
 * code uses. Decap hands entries over as Immutable.js maps.
 */

export interface ImmutableMap {
  get(key: string): unknown;
  set(key: string, value: unknown): ImmutableMap;
  getIn(path: readonly (string | number)[]): unknown;
  toJS(): unknown;
  clear(): ImmutableMap;
  /** Its values as a list: of an empty map, an empty list of Decap's own Immutable. */
  toList(): ImmutableList;
}

export interface ImmutableList {
  push(...values: unknown[]): ImmutableList;
}

export interface Formatter {
  fromFile(text: string): Record<string, unknown>;
  toFile(data: Record<string, unknown>, sortedKeys?: readonly string[]): string;
}

export interface PreviewProps {
  entry: ImmutableMap;
  document: Document;
  window: Window;
  getAsset(path: string): { toString(): string } | undefined;
}

export type DecapElement = object;

/** What Decap hands a widget's form control (the part the site's wrapper reads). */
export interface WidgetControlProps {
  value: unknown;
  field: ImmutableMap;
  getAsset(path: string, field: ImmutableMap): { path: string; toString(): string } | undefined;
}

export interface Widget {
  control: unknown;
  preview: unknown;
  schema?: object;
}
export type CreateElement = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => DecapElement;

export interface DecapCms {
  registerEventListener(listener: { name: 'preSave'; handler: (event: { entry: ImmutableMap }) => unknown }): void;
  registerCustomFormat(name: string, extension: string, formatter: Formatter): void;
  registerPreviewTemplate(collectionOrFile: string, component: (props: PreviewProps) => DecapElement): void;
  registerPreviewStyle(style: string, options?: { raw: boolean }): void;
  registerLocale(locale: string, phrases: object): void;
  getWidget(name: string): Widget;
  registerWidget(name: string, control: unknown, preview?: unknown, schema?: object): void;
  /** Starts the CMS; `config` is merged over config.yml. */
  init(options: { config: Record<string, unknown> }): void;
}

declare global {
  interface Window {
    CMS: DecapCms;
    /** Decap's own React.createElement: preview templates are rendered by Decap's React. */
    h: CreateElement;
  }
}

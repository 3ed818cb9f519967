/** Types of built-pages.cjs (plain CommonJS so the .mjs build steps and jest can load it). */

/** The Decap CMS page, relative to the publish folder. */
export declare const CMS_PAGE_FILE: string;
/** Every .html file under dir, as absolute paths. */
export declare function htmlFiles(dir: string): string[];
/** The Gatsby pages among them: every .html file but the CMS page. */
export declare function gatsbyPageFiles(dir: string): string[];

export declare const WEB_ROOT: string;
export declare const CATALOGUE_DIR: string;
/** The catalogues of one language: the storefront's (main) and the reserved area's (management). */
export declare const CATALOGUES: readonly {
  name: 'main' | 'management';
  files: { it: string; en: string };
  sources: string;
  ignore: readonly string[];
}[];
/** The messages of each catalogue: id -> default (Italian) message. */
export declare function extractCatalogues(): Record<'main' | 'management', Record<string, string>>;
/** The messages the code uses, both catalogues together: id -> default (Italian) message. */
export declare function extractMessages(): Record<string, string>;

export declare const WEB_ROOT: string;
export declare const CATALOGUE_DIR: string;
/** The messages the code uses: id -> default (Italian) message. */
export declare function extractMessages(): Record<string, string>;

// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
export declare const back_resources: string;
export declare const cancel: string;
export declare const start_over: string;
export declare const error: string;
export declare const prepared_on: string;
export declare const draft_restored: string;
export declare const keep: string;
export declare const discard: string;
export declare const yes: string;
export declare const no: string;
export declare const page_of: string;

// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
export declare const title: string;
export declare const meta_description: string;
export declare const lead: string;
export declare const meanwhile: string;
export declare const go_home: string;
export declare const browse: string;

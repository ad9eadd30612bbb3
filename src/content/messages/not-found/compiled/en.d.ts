// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
export declare const not_found_title: string;
export declare const not_found_description: string;
export declare const not_found_heading: string;
export declare const not_found_text: string;
export declare const not_found_home: string;

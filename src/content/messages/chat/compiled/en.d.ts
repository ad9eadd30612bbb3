// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
export declare const coach_title: string;
export declare const assistant_title: string;
export declare const help_now: string;
export declare const close_chat: string;
export declare const feeling_title: string;
export declare const feeling_text: string;
export declare const close: string;
export declare const anxious: string;
export declare const confused: string;
export declare const overwhelmed: string;
export declare const hopeful: string;
export declare const browsing: string;

// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
export declare const leave_title: string;
export declare const leave_try_first: string;
export declare const leave_kept: string;
export declare const leave_lost: string;
export declare const leave_save_failed: string;
export declare const leave_stay: string;
export declare const leave_protect: string;
export declare const leave_saving: string;
export declare const leave_save: string;
export declare const leave_discard: string;
export declare const leave_page: string;

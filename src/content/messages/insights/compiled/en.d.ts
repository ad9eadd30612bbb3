// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
export declare const title: string;
export declare const description: string;
export declare const items: string;
export declare const practice: string;
export declare const plan_link: string;
export declare const guide_link: string;
export declare const videos_title: string;
export declare const videos_lead: string;
export declare const videos_label: string;

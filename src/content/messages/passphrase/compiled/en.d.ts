// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
export declare const too_short: ((inputs: Readonly<Record<string, string | number>>) => string) & { readonly key: string };
export declare const personal: ((inputs: Readonly<Record<string, string | number>>) => string) & { readonly key: string };
export declare const weak: string;
export declare const fair: string;
export declare const strong: string;

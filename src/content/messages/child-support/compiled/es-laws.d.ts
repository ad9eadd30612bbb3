// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
declare const spanish: ReadonlyMap<string, string | ((inputs: Readonly<Record<string, string | number>>) => string)>;
export default spanish;

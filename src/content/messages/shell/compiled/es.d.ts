// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
declare const spanish: ReadonlyMap<unknown, unknown>;
export default spanish;

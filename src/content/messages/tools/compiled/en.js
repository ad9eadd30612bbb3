// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
export const back_resources = "Back to Resources";
export const cancel = "Cancel";
export const start_over = "Start over?";
export const error = "Error";
export const prepared_on = "Prepared on {date}";
export const draft_restored = "Restored your unsaved changes from {time}.";
export const keep = "Keep";
export const discard = "Discard";
export const yes = "Yes";
export const no = "No";
export const page_of = "Page {current} of {total}";

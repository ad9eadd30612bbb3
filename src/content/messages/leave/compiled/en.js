// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
export const leave_title = "Leave this page?";
export const leave_try_first = "Nothing you entered here is kept on this device yet. If you leave, it is gone. Protect it with a passphrase to keep it.";
export const leave_kept = "You have changes here that you have not saved yet. They are kept, encrypted, on this device, and come back when you open this page again.";
export const leave_lost = "You have changes here that you have not saved. If you leave, they will be lost.";
export const leave_save_failed = "Your changes could not be saved, so you are still on this page and nothing was lost. Check the form, then save again.";
export const leave_stay = "Stay on this page";
export const leave_protect = "Protect and keep";
export const leave_saving = "Saving…";
export const leave_save = "Save and leave";
export const leave_discard = "Leave without saving";
export const leave_page = "Leave page";

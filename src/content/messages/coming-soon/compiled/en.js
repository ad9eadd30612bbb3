// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
export const title = "Coming Soon";
export const meta_description = "This part of EvenGround is still being built. Our guides, templates and tools are ready to use now.";
export const lead = "We're still building this part of EvenGround. Thank you for your patience.";
export const meanwhile = "In the meantime, our guides, templates and tools are ready to use, and they work offline.";
export const go_home = "Go to the home page";
export const browse = "Browse resources";

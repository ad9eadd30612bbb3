// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
export const not_found_title = "Page Not Found";
export const not_found_description = "The page you were looking for does not exist.";
export const not_found_heading = "404: Page Not Found";
export const not_found_text = "The page you were looking for doesn’t exist or has moved.";
export const not_found_home = "Go Back Home";

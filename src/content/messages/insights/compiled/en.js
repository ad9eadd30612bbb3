// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
export const title = "Insights & Guides";
export const description = "Helpful tips, the personal rights of children of divorce, and ground rules for custody and visitation, written for US parents.";
export const items = "{count} items";
export const practice = "Ready to put this into practice? The {plan} and the {guide} turn these principles into concrete agreements.";
export const plan_link = "parenting plan template";
export const guide_link = "co-parenting communication guide";
export const videos_title = "Video Lessons";
export const videos_lead = "Short lessons for parents, each with a full written transcript.";
export const videos_label = "Video lessons";

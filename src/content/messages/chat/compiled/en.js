// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
export const coach_title = "EvenGround Coach";
export const assistant_title = "Chat assistant";
export const help_now = "Get help now";
export const close_chat = "Close chat";
export const feeling_title = "How are you feeling today?";
export const feeling_text = "Select an emotion to start a guided chat with our EvenGround Coach.";
export const close = "Close";
export const anxious = "Anxious";
export const confused = "Confused";
export const overwhelmed = "Overwhelmed";
export const hopeful = "Hopeful";
export const browsing = "Just Browsing";

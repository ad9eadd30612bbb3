/**
 * Past tense forms that do not end in -ed (session 25 in danger.ts; shared with rules.ts since session 28): "you
 * came", "you threw", "you hid". Grammar, not a list of harms or of charges: which act is harm or blame is for the
 * rule that reads it to say.
 */
export const IRREGULAR_PAST =
  'came|went|threw|swung|bit|broke|hit|put|struck|beat|shook|took|kept|held|tore|drove|ran|got|grabbed|caught|fought|stole|shot|cut|hurt|split|slit|spat|flung|slung|knocked|left|brought|made|told|said|sent|stood|sat|hid|led|dragged|woke|wrote';

// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
import * as registry from '../../registry.js';
export const too_short = /* @__PURE__ */ Object.assign((i) => {const missingPlural = registry.plural("en", i?.missing, {});
	if (missingPlural === "one") return /** @type {LocalizedString} */ (`Too short: ${i?.missing} more character needed (at least ${i?.min}).`);
	if (missingPlural === "other") return /** @type {LocalizedString} */ (`Too short: ${i?.missing} more characters needed (at least ${i?.min}).`);
	return /** @type {LocalizedString} */ ("too_short");
}, { key: "Too short: {missing} more character needed (at least {min}). | Too short: {missing} more characters needed (at least {min})." });
export const personal = /* @__PURE__ */ Object.assign((i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (` It contains a name, date or word from your situation or from what you typed into EvenGround (${i?.list}), which someone who knows you could guess.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (` It contains names, dates or words from your situation or from what you typed into EvenGround (${i?.list}), which someone who knows you could guess.`);
	return /** @type {LocalizedString} */ ("personal");
}, { key: " It contains a name, date or word from your situation or from what you typed into EvenGround ({list}), which someone who knows you could guess. |  It contains names, dates or words from your situation or from what you typed into EvenGround ({list}), which someone who knows you could guess." });
export const weak = "Too easy to guess.{personal}{warning} Add more unrelated words.";
export const fair = "Fair: hard to guess.{personal} Another unrelated word makes it stronger.";
export const strong = "Strong: very hard to guess.{personal}";

// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
import * as registry from '../../registry.js';
export default new Map([
  ["Too short: {missing} more character needed (at least {min}). | Too short: {missing} more characters needed (at least {min}).", (i) => {const missingPlural = registry.plural("es", i?.missing, {});
	if (missingPlural === "one") return /** @type {LocalizedString} */ (`Demasiado corta: falta ${i?.missing} carácter más (al menos ${i?.min}).`);
	if (missingPlural === "other") return /** @type {LocalizedString} */ (`Demasiado corta: faltan ${i?.missing} caracteres más (al menos ${i?.min}).`);
	return /** @type {LocalizedString} */ ("too_short");
}],
  [" It contains a name, date or word from your situation or from what you typed into EvenGround ({list}), which someone who knows you could guess. |  It contains names, dates or words from your situation or from what you typed into EvenGround ({list}), which someone who knows you could guess.", (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (` Contiene un nombre, una fecha o una palabra de su situación o de lo que escribió en EvenGround (${i?.list}), que alguien que le conozca podría adivinar.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (` Contiene nombres, fechas o palabras de su situación o de lo que escribió en EvenGround (${i?.list}), que alguien que le conozca podría adivinar.`);
	return /** @type {LocalizedString} */ ("personal");
}],
  ["Too easy to guess.{personal}{warning} Add more unrelated words.", (i) => {
	return /** @type {LocalizedString} */ (`Demasiado fácil de adivinar.${i?.personal}${i?.warning} Agregue más palabras sin relación entre sí.`)
}],
  ["Fair: hard to guess.{personal} Another unrelated word makes it stronger.", (i) => {
	return /** @type {LocalizedString} */ (`Aceptable: difícil de adivinar.${i?.personal} Otra palabra sin relación la hace más segura.`)
}],
  ["Strong: very hard to guess.{personal}", (i) => {
	return /** @type {LocalizedString} */ (`Segura: muy difícil de adivinar.${i?.personal}`)
}],
]);

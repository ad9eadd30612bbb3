// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
export default new Map([
  ["Insights & Guides", "Artículos y guías"],
  ["Helpful tips, the personal rights of children of divorce, and ground rules for custody and visitation, written for US parents.", "Consejos útiles, los derechos personales de los hijos de padres divorciados y reglas básicas de custodia y visitas, escritos para padres en EE. UU."],
  ["{count} items", (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} puntos`)
}],
  ["Ready to put this into practice? The {plan} and the {guide} turn these principles into concrete agreements.", (i) => {
	return /** @type {LocalizedString} */ (`¿Listo para ponerlo en práctica? La ${i?.plan} y la ${i?.guide} convierten estos principios en acuerdos concretos.`)
}],
  ["parenting plan template", "plantilla de plan de crianza"],
  ["co-parenting communication guide", "guía de comunicación en la crianza compartida"],
  ["Video Lessons", "Lecciones en video"],
  ["Short lessons for parents, each with a full written transcript.", "Lecciones cortas para padres, cada una con su transcripción completa por escrito (en inglés)."],
  ["Video lessons", "Lecciones en video"],
]);

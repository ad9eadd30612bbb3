// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
export default new Map([
  ["Saved reports", "Informes guardados"],
  ["Opening your saved reports…", "Abriendo sus informes guardados…"],
  ["Your saved reports could not be read.", "No se pudieron leer sus informes guardados."],
  ["No saved reports yet. After a comparison, choose Save report to keep it here.", "Todavía no hay informes guardados. Después de una comparación, elija Guardar el informe para tenerlo aquí."],
  [" · saved {date}", (i) => {
	return /** @type {LocalizedString} */ (` · guardado el ${i?.date}`)
}],
  ["{kind} report, {date}", (i) => {
	return /** @type {LocalizedString} */ (`Informe de ${i?.kind}, ${i?.date}`)
}],
  ["Enter a name for this report.", "Escriba un nombre para este informe."],
  ["Use 120 characters or fewer.", "Use 120 caracteres o menos."],
  ["The new name could not be saved. Your report is unchanged.", "No se pudo guardar el nombre nuevo. Su informe no cambió."],
  ["New name for this report", "Nombre nuevo para este informe"],
  ["Save name", "Guardar el nombre"],
  ["Open", "Abrir"],
  ["Rename", "Cambiar el nombre"],
  ["Delete", "Borrar"],
  ["Report renamed", "Nombre cambiado"],
  ["It is now called \"{name}\".", (i) => {
	return /** @type {LocalizedString} */ (`Ahora se llama “${i?.name}”.`)
}],
  ["Delete this report?", "¿Borrar este informe?"],
  ["\"{name}\" will be deleted from this device. Your documents are not affected. This cannot be undone.", (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” se borrará de este dispositivo. Sus documentos no cambian. Esto no se puede deshacer.`)
}],
  ["Delete report", "Borrar el informe"],
  ["Report deleted", "Informe borrado"],
  ["\"{name}\" was deleted from this device.", (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” se borró de este dispositivo.`)
}],
  ["Report not deleted", "No se borró el informe"],
  ["Please try again.", "Inténtelo de nuevo."],
  ["parenting agreement", "acuerdo de crianza"],
  ["custody plan", "plan de custodia"],
  ["divorce terms", "términos del divorcio"],
  ["financial disclosures", "divulgación financiera"],
]);

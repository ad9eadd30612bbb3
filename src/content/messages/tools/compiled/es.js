// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
export default new Map([
  ["Back to Resources", "Volver a Recursos"],
  ["Cancel", "Cancelar"],
  ["Start over?", "¿Empezar de nuevo?"],
  ["Error", "Error"],
  ["Prepared on {date}", (i) => {
	return /** @type {LocalizedString} */ (`Preparado el ${i?.date}`)
}],
  ["Restored your unsaved changes from {time}.", (i) => {
	return /** @type {LocalizedString} */ (`Se recuperaron sus cambios sin guardar de ${i?.time}.`)
}],
  ["Keep", "Conservar"],
  ["Discard", "Descartar"],
  ["Yes", "Sí"],
  ["No", "No"],
  ["Page {current} of {total}", (i) => {
	return /** @type {LocalizedString} */ (`Página ${i?.current} de ${i?.total}`)
}],
]);

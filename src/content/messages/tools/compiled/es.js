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
  ["Acknowledgement Required", "Falta su confirmación"],
  ["Please acknowledge the disclaimer before saving.", "Confirme que leyó el aviso legal antes de guardar."],
  ["Please acknowledge the disclaimer before proceeding.", "Confirme que leyó el aviso legal antes de continuar."],
  ["Tick this box first: it confirms you have read the disclaimer. Then press Save Progress again.", "Primero marque esta casilla: confirma que leyó el aviso legal. Después pulse otra vez Guardar el progreso."],
  ["Tick this box first: it confirms you have read the disclaimer. Then press the button again.", "Primero marque esta casilla: confirma que leyó el aviso legal. Después pulse otra vez el botón."],
  ["I understand that this template is for my own preparation only, is not legal advice, and should be reviewed by a licensed attorney before I file or sign anything.", "Entiendo que esta plantilla es solo para mi propia preparación, que no es asesoramiento legal y que un abogado con licencia debe revisarla antes de que yo presente o firme cualquier documento."],
  ["Could not save your progress. {error}", (i) => {
	return /** @type {LocalizedString} */ (`No se pudo guardar su progreso. ${i?.error}`)
}],
  ["Building your PDF draft on this device…", "Creando su borrador en PDF en este dispositivo…"],
  ["Your PDF draft is ready: {name}.", (i) => {
	return /** @type {LocalizedString} */ (`Su borrador en PDF está listo: ${i?.name}.`)
}],
  ["Draft Ready", "Borrador listo"],
  ["{name} was saved to your downloads.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} se guardó en sus descargas.`)
}],
  ["The PDF could not be built. Your answers are unchanged.", "No se pudo crear el PDF. Sus respuestas no cambiaron."],
  ["Could Not Build the PDF", "No se pudo crear el PDF"],
  ["The draft could not be created on this device. Your answers are unchanged; please try again. {error}", (i) => {
	return /** @type {LocalizedString} */ (`No se pudo crear el borrador en este dispositivo. Sus respuestas no cambiaron; inténtelo de nuevo. ${i?.error}`)
}],
  ["Saving…", "Guardando…"],
  ["Save Progress", "Guardar el progreso"],
  ["Print/Save PDF", "Imprimir o guardar en PDF"],
  ["Building PDF…", "Creando el PDF…"],
  ["Download Draft", "Descargar el borrador"],
  ["Clear All", "Borrar todo"],
  ["Clear everything?", "¿Borrar todo?"],
  ["Yes, clear all", "Sí, borrar todo"],
  ["DRAFT – not for filing", "BORRADOR: no es para presentar en la corte"],
  ["{prepared} with EvenGround. This is a working draft, not a court form.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.prepared} con EvenGround. Es un borrador de trabajo, no un formulario de la corte.`)
}],
  ["No fields have been filled in yet.", "Todavía no se ha llenado ningún campo."],
  ["Disclaimer", "Aviso legal"],
  ["Nothing listed.", "No hay nada en la lista."],
  ["Remove", "Quitar"],
]);

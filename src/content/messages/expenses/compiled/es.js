// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
export default new Map([
  ["Shared Expense Tracker", "Registro de gastos compartidos"],
  ["Track shared child expenses with your co-parent, split them by ratio and see who owes whom. Export to CSV or PDF. Stays on your device.", "Anote los gastos de los hijos que comparte con el otro progenitor, repártalos según un porcentaje y vea quién le debe a quién. Exporte a CSV o PDF. Todo queda en su dispositivo."],
  ["Record child-related costs each parent paid, choose how you split them, and see who owes whom. Keep one sheet per month or topic. Sheets are kept encrypted on this device.", "Anote los gastos de los hijos que pagó cada progenitor, elija cómo repartirlos y vea quién le debe a quién. Use una hoja por mes o por tema. Las hojas se guardan cifradas en este dispositivo."],
  ["Parent 1", "Progenitor 1"],
  ["Parent 2", "Progenitor 2"],
  ["Unsaved changes", "Cambios sin guardar"],
  ["“{name}” has changes that are not saved. Start a new sheet anyway and lose them?", (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” tiene cambios sin guardar. ¿Empezar una hoja nueva de todos modos y perderlos?`)
}],
  ["“{name}” has changes that are not saved. Switch sheets anyway and lose them?", (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” tiene cambios sin guardar. ¿Cambiar de hoja de todos modos y perderlos?`)
}],
  ["Discard changes", "Descartar los cambios"],
  ["Clear this sheet?", "¿Vaciar esta hoja?"],
  ["This empties “{name}” and deletes its saved copy from this device. It cannot be undone.", (i) => {
	return /** @type {LocalizedString} */ (`Esto vacía “${i?.name}” y borra su copia guardada de este dispositivo. No se puede deshacer.`)
}],
  ["Clear & Reset", "Vaciar y reiniciar"],
  ["Clear & Reset empties this sheet and deletes its saved copy from this device. It asks before it does anything.", "Vaciar y reiniciar deja esta hoja en blanco y borra su copia guardada de este dispositivo. Antes de hacer nada, le pregunta."],
  ["New sheet", "Hoja nueva"],
  ["Create sheet", "Crear la hoja"],
  ["Rename sheet", "Cambiar el nombre"],
  ["Rename", "Cambiar el nombre"],
  ["Delete this sheet?", "¿Eliminar esta hoja?"],
  ["“{name}” and all its expenses will be deleted from this device. This cannot be undone.", (i) => {
	return /** @type {LocalizedString} */ (`Se eliminarán de este dispositivo “${i?.name}” y todos sus gastos. No se puede deshacer.`)
}],
  ["Delete sheet", "Eliminar la hoja"],
  ["Opening your expense sheets…", "Abriendo sus hojas de gastos…"],
  ["Sheets", "Hojas"],
  ["Sheet", "Hoja"],
  ["One saved sheet could not be read and is not shown. Your other sheets are not affected.", "Una hoja guardada no se pudo leer y no se muestra. Sus otras hojas no se ven afectadas."],
  ["{count} saved sheets could not be read and are not shown. Your other sheets are not affected.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} hojas guardadas no se pudieron leer y no se muestran. Sus otras hojas no se ven afectadas.`)
}],
  ["Details", "Datos"],
  ["Parent 1 name", "Nombre del progenitor 1"],
  ["Parent 2 name", "Nombre del progenitor 2"],
  ["Month / Year", "Mes / año"],
  ["e.g. March 2025", "p. ej., marzo de 2025"],
  ["Split ratio: {name}’s share (%)", (i) => {
	return /** @type {LocalizedString} */ (`Reparto: parte de ${i?.name} (%)`)
}],
  ["A whole number from 0 to 100. {p1} {r1}%, {p2} {r2}%.", (i) => {
	return /** @type {LocalizedString} */ (`Un número entero de 0 a 100. ${i?.p1} ${i?.r1}%, ${i?.p2} ${i?.r2}%.`)
}],
  ["Expenses", "Gastos"],
  ["Paid by", "Pagado por"],
  ["is who paid the bill.", "es quien pagó la cuenta."],
  ["Settled", "Saldado"],
  ["is Yes once the other parent has already paid back their share, so the expense no longer counts toward what is owed.", "es Sí cuando el otro progenitor ya le devolvió su parte; entonces el gasto ya no cuenta en lo que se debe."],
  ["Date", "Fecha"],
  ["Description", "Descripción"],
  ["Amount ($)", "Importe ($)"],
  ["Amount", "Importe"],
  ["Category", "Categoría"],
  ["No expenses yet. Press Add Expense to add one.", "Todavía no hay gastos. Pulse Agregar gasto para agregar uno."],
  ["Add Expense", "Agregar gasto"],
  ["Summary", "Resumen"],
  ["Total expenses", "Total de gastos"],
  ["Owed to {name}", (i) => {
	return /** @type {LocalizedString} */ (`Se le debe a ${i?.name}`)
}],
  ["How it is worked out: {rule}", (i) => {
	return /** @type {LocalizedString} */ (`Cómo se calcula: ${i?.rule}`)
}],
  ["Saving…", "Guardando…"],
  ["Save", "Guardar"],
  ["Load", "Cargar"],
  ["Print", "Imprimir"],
  ["Export CSV", "Exportar CSV"],
  ["Building PDF…", "Creando el PDF…"],
  ["Download PDF Summary", "Descargar el resumen en PDF"],
  ["summary", "resumen"],
  ["Building your PDF on this device…", "Creando su PDF en este dispositivo…"],
  ["You have unsaved changes.", "Tiene cambios sin guardar."],
  ["All changes saved on this device.", "Todos los cambios están guardados en este dispositivo."],
  ["This sheet is not saved yet.", "Esta hoja todavía no está guardada."],
  ["Enter an amount of zero or more, like 12.50.", "Escriba un importe de cero o más, como 12.50."],
  ["Expense {n}", (i) => {
	return /** @type {LocalizedString} */ (`Gasto ${i?.n}`)
}],
  ["Remove expense {n}", (i) => {
	return /** @type {LocalizedString} */ (`Quitar el gasto ${i?.n}`)
}],
  ["Remove", "Quitar"],
  ["e.g. School trip", "p. ej., excursión escolar"],
  ["Education", "Educación"],
  ["Healthcare", "Salud"],
  ["Childcare", "Cuidado infantil"],
  ["Extracurricular", "Actividades extraescolares"],
  ["Other", "Otros"],
  ["Sheet name", "Nombre de la hoja"],
  ["Give the sheet a name.", "Póngale un nombre a la hoja."],
  ["Keep the name under 80 characters.", "Use un nombre de menos de 80 caracteres."],
  ["{debtor} owes {creditor} {amount}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.debtor} le debe a ${i?.creditor} ${i?.amount}`)
}],
  ["All square: neither {p1} nor {p2} owes anything.", (i) => {
	return /** @type {LocalizedString} */ (`Cuentas saldadas: ni ${i?.p1} ni ${i?.p2} debe nada.`)
}],
  ["Each expense not yet settled is split by the ratio ({p1}'s share rounded to the cent, {p2} takes the rest), and whoever paid it is owed the other parent's share; rows marked Settled = Yes have already been paid back and only count toward the total.", (i) => {
	return /** @type {LocalizedString} */ (`Cada gasto no saldado se reparte según el porcentaje (la parte de ${i?.p1} redondeada al centavo; ${i?.p2} asume el resto), y a quien lo pagó se le debe la parte del otro progenitor; las filas con Saldado = Sí ya se devolvieron y solo cuentan en el total.`)
}],
  ["My expenses", "Mis gastos"],
  ["Something went wrong. Nothing was changed.", "Algo salió mal. No se cambió nada."],
  ["“{name}” is ready. Press Save to keep it.", (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” está lista. Pulse Guardar para conservarla.`)
}],
  ["Sheet renamed", "Nombre cambiado"],
  ["The sheet is now called “{name}”.", (i) => {
	return /** @type {LocalizedString} */ (`La hoja ahora se llama “${i?.name}”.`)
}],
  ["Could not rename the saved sheet. {error}", (i) => {
	return /** @type {LocalizedString} */ (`No se pudo cambiar el nombre de la hoja guardada. ${i?.error}`)
}],
  ["Sheet deleted", "Hoja eliminada"],
  ["“{name}” was deleted.", (i) => {
	return /** @type {LocalizedString} */ (`Se eliminó “${i?.name}”.`)
}],
  ["Check the amounts", "Revise los importes"],
  ["Expense {n} has an amount that is not a number of zero or more. Fix it, then save again. Nothing was saved.", (i) => {
	return /** @type {LocalizedString} */ (`El gasto ${i?.n} tiene un importe que no es un número de cero o más. Corríjalo y vuelva a guardar. No se guardó nada.`)
}],
  ["Saved!", "¡Guardado!"],
  ["Your expense sheet has been saved to your browser.", "Su hoja de gastos se guardó en este navegador."],
  ["Could not save your expense sheet. {error}", (i) => {
	return /** @type {LocalizedString} */ (`No se pudo guardar su hoja de gastos. ${i?.error}`)
}],
  ["No Saved Data", "No hay datos guardados"],
  ["We couldn't find any saved data in your browser.", "No encontramos datos guardados en este navegador."],
  ["Loaded!", "¡Cargado!"],
  ["Your saved expense sheet has been loaded.", "Se cargó su hoja de gastos guardada."],
  ["Cleared!", "¡Vaciado!"],
  ["The form has been reset and saved data has been cleared.", "El formulario se reinició y se borraron los datos guardados."],
  ["PDF not created", "No se creó el PDF"],
  ["The PDF could not be built. Your sheet is unchanged. {error}", (i) => {
	return /** @type {LocalizedString} */ (`No se pudo crear el PDF. Su hoja no cambió. ${i?.error}`)
}],
  ["Shared expenses: {name}", (i) => {
	return /** @type {LocalizedString} */ (`Gastos compartidos: ${i?.name}`)
}],
  ["Shared Expense Summary: {name}", (i) => {
	return /** @type {LocalizedString} */ (`Resumen de gastos compartidos: ${i?.name}`)
}],
  ["{prepared} with EvenGround, on this device.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.prepared} con EvenGround, en este dispositivo.`)
}],
  ["Period: {period}", (i) => {
	return /** @type {LocalizedString} */ (`Período: ${i?.period}`)
}],
  ["Parent 1: {p1} ({r1}%) · Parent 2: {p2} ({r2}%)", (i) => {
	return /** @type {LocalizedString} */ (`Progenitor 1: ${i?.p1} (${i?.r1}%) · Progenitor 2: ${i?.p2} (${i?.r2}%)`)
}],
  ["Expenses ({count})", (i) => {
	return /** @type {LocalizedString} */ (`Gastos (${i?.count})`)
}],
  ["No expenses on this sheet.", "No hay gastos en esta hoja."],
  ["Settlement", "Liquidación"],
  ["EvenGround shared expense summary · {numbering}", (i) => {
	return /** @type {LocalizedString} */ (`Resumen de gastos compartidos de EvenGround · ${i?.numbering}`)
}],
  ["Paid By", "Pagado por"],
  ["{name} Share", (i) => {
	return /** @type {LocalizedString} */ (`Parte de ${i?.name}`)
}],
  ["{name} (not saved yet)", (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (sin guardar todavía)`)
}],
  ["Yes", "Sí"],
  ["No", "No"],
  ["expenses", "gastos"],
]);

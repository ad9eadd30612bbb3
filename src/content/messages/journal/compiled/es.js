// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
export default new Map([
  ["Co-Parenting Journal", "Diario de crianza compartida"],
  ["Keep a private, dated record of incidents, exchanges, messages and parenting time on your own device, encrypted, with every correction kept and a check that nothing was changed afterwards.", "Lleve un registro privado y con fechas de incidentes, intercambios, mensajes y tiempo de crianza en su propio dispositivo, cifrado, con cada corrección guardada y una verificación de que nada se cambió después."],
  ["Write down incidents, exchanges, messages, your children’s health and school, expenses and changes to parenting time, when they happen. Entries are kept encrypted on this device only. A correction never overwrites an entry: it adds a new version, and the history stays.", "Anote incidentes, intercambios, mensajes, la salud y la escuela de sus hijos, gastos y cambios en el tiempo de crianza cuando ocurran. Las entradas se guardan cifradas solo en este dispositivo. Una corrección nunca borra una entrada: agrega una versión nueva, y el historial se conserva."],
  ["Opening your journal…", "Abriendo su diario…"],
  ["A file on this entry is no longer on this device: remove it from the list, then save.", "Un archivo de esta entrada ya no está en este dispositivo: quítelo de la lista y después guarde."],
  ["This correction changes nothing: change a box first, or cancel.", "Esta corrección no cambia nada: primero cambie una casilla, o cancele."],
  ["This entry can no longer be corrected.", "Esta entrada ya no se puede corregir."],
  ["Correction saved", "Corrección guardada"],
  ["Entry saved", "Entrada guardada"],
  ["Kept encrypted in your journal on this device.", "Se guardó cifrada en su diario en este dispositivo."],
  ["Not saved", "No se guardó"],
  ["The journal could not be saved. Nothing was changed.", "No se pudo guardar el diario. No se cambió nada."],
  ["Entry removed", "Entrada eliminada"],
  ["New entry", "Entrada nueva"],
  ["Write entry", "Escribir entrada"],
  ["Report: PDF, CSV or print", "Informe: PDF, CSV o impresión"],
  ["Show the journal as", "Mostrar el diario como"],
  ["List", "Lista"],
  ["Timeline", "Línea de tiempo"],
  ["Month", "Mes"],
  ["Show {count} more", (i) => {
	return /** @type {LocalizedString} */ (`Mostrar ${i?.count} más`)
}],
  ["No entries yet.", "Todavía no hay entradas."],
  ["{total} entry.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} entrada.`)
}],
  ["{total} entries.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} entradas.`)
}],
  ["{count} of {total} entries match.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} de ${i?.total} entradas coinciden.`)
}],
  ["Find entries", "Buscar entradas"],
  ["Words", "Palabras"],
  ["Type", "Tipo"],
  ["All types", "Todos los tipos"],
  ["Child", "Hijo o hija"],
  ["All children", "Todos los hijos"],
  ["Tag", "Etiqueta"],
  ["All tags", "Todas las etiquetas"],
  ["From", "Desde"],
  ["To", "Hasta"],
  ["Clear filters", "Quitar los filtros"],
  ["Incident", "Incidente"],
  ["Exchange", "Intercambio"],
  ["Communication", "Comunicación"],
  ["Child (health, school, behaviour)", "Hijos (salud, escuela, conducta)"],
  ["Expense", "Gasto"],
  ["Make-up or changed time", "Tiempo de reposición o cambiado"],
  ["Note", "Nota"],
  ["On time", "A tiempo"],
  ["Late", "Tarde"],
  ["Missed", "No se hizo"],
  ["Cancelled", "Cancelado"],
  ["Health", "Salud"],
  ["School", "Escuela"],
  ["Behaviour", "Conducta"],
  ["Other", "Otro"],
  ["Text message", "Mensaje de texto"],
  ["Email", "Correo electrónico"],
  ["Co-parenting app", "Aplicación de crianza compartida"],
  ["Phone call", "Llamada telefónica"],
  ["Voicemail", "Mensaje de voz"],
  ["In person", "En persona"],
  ["Social media", "Redes sociales"],
  ["Letter", "Carta"],
  ["You", "Usted"],
  ["The other parent", "El otro progenitor"],
  ["Correct this entry ({type})", (i) => {
	return /** @type {LocalizedString} */ (`Corregir esta entrada (${i?.type})`)
}],
  ["New entry: {type}", (i) => {
	return /** @type {LocalizedString} */ (`Entrada nueva: ${i?.type}`)
}],
  ["If this is happening now or you are in danger, get help first; the entry can wait.", "Si esto está pasando ahora o usted está en peligro, pida ayuda primero; la entrada puede esperar."],
  ["Why you are correcting it", "Por qué la corrige"],
  ["Kept with the entry’s history. The earlier version stays readable.", "Se guarda con el historial de la entrada. La versión anterior se puede seguir leyendo."],
  ["Title", "Título"],
  ["A few words, shown in the list.", "Unas pocas palabras, que se muestran en la lista."],
  ["Date it happened", "Fecha en que ocurrió"],
  ["Time", "Hora"],
  ["Leave empty if you do not know.", "Déjela vacía si no la sabe."],
  ["Time zone", "Zona horaria"],
  ["Where you were when it happened.", "Donde estaba usted cuando ocurrió."],
  ["Scheduled time", "Hora programada"],
  ["As your parenting-time schedule sets it.", "La que fija su calendario de tiempo de crianza."],
  ["Actual time", "Hora real"],
  ["When the hand-over happened.", "Cuando se hizo la entrega."],
  ["How it went", "Cómo fue"],
  ["Set from the times above. Change it if it is not right.", "Se eligió según las horas de arriba. Cámbielo si no es correcto."],
  ["Minutes late", "Minutos de retraso"],
  ["Left empty, it is worked out from the scheduled and actual times.", "Si la deja vacía, se calcula con la hora programada y la hora real."],
  ["Who had the children before", "Quién tenía a los hijos antes"],
  ["Who was to have them after", "Quién debía tenerlos después"],
  ["Who did the hand-over", "Quién hizo la entrega"],
  ["For example: the other parent’s partner, grandmother.", "Por ejemplo: la pareja del otro progenitor, la abuela."],
  ["How it came", "Cómo llegó"],
  ["About", "Sobre"],
  ["Kind of time", "Tipo de tiempo"],
  ["Make-up time", "Tiempo de reposición"],
  ["Changed time (a swap or change agreed or imposed)", "Tiempo cambiado (un cambio acordado o impuesto)"],
  ["Changed time", "Tiempo cambiado"],
  ["Who had the children these nights", "Quién tuvo a los hijos esas noches"],
  ["First night", "Primera noche"],
  ["Last night", "Última noche"],
  ["Expense sheet", "Hoja de gastos"],
  ["The sheet’s name in the Shared Expense Tracker.", "El nombre de la hoja en el Registro de gastos compartidos."],
  ["As written on the sheet.", "Como está escrito en la hoja."],
  ["Amount ($)", "Importe ($)"],
  ["For example 45.50. Leave empty if not known.", "Por ejemplo 45.50. Déjelo vacío si no lo sabe."],
  ["The message", "El mensaje"],
  ["Paste it as it came, or leave empty if you summarised it above.", "Péguelo tal como llegó, o déjelo vacío si lo resumió arriba."],
  ["Who was present", "Quién estaba presente"],
  ["Witnesses", "Testigos"],
  ["Names, and how to reach them if you know.", "Nombres, y cómo comunicarse con ellos si lo sabe."],
  ["Police or report number", "Número del informe de la policía u otro número de informe"],
  ["Children concerned", "Hijos de que se trata"],
  ["First names, separated by commas.", "Nombres de pila, separados por comas."],
  ["Tags", "Etiquetas"],
  ["Words to find it again, separated by commas: school, medical.", "Palabras para encontrarla otra vez, separadas por comas: escuela, médico."],
  ["Where", "Dónde"],
  ["As you would say it: “school car park”. No map position is kept.", "Como usted lo diría: “estacionamiento de la escuela”. No se guarda ninguna ubicación en el mapa."],
  ["Opening the file picker…", "Abriendo el selector de archivos…"],
  ["Files cannot be attached right now. Reload the page to try again.", "Ahora no se pueden adjuntar archivos. Vuelva a cargar la página para intentarlo otra vez."],
  ["Save correction", "Guardar la corrección"],
  ["Save entry", "Guardar la entrada"],
  ["What happened", "Qué pasó"],
  ["Notes on the exchange", "Notas sobre el intercambio"],
  ["Summary", "Resumen"],
  ["What you noticed or were told", "Lo que usted notó o le dijeron"],
  ["Notes", "Notas"],
  ["Facts in order: what was said and done, by whom. Plain words read best in court.", "Los hechos en orden: qué se dijo y se hizo, y quién. En la corte se entienden mejor las palabras sencillas."],
  ["Anything a reader should know: traffic, a message sent, the children’s state.", "Lo que alguien que lo lea debe saber: el tráfico, un mensaje enviado, cómo estaban los hijos."],
  ["In a sentence or two, what the message said or asked.", "En una o dos oraciones, qué decía o pedía el mensaje."],
  ["Health, school or behaviour: what, when, who told you.", "Salud, escuela o conducta: qué, cuándo, quién se lo dijo."],
  ["What it was for, and whether it was agreed.", "Para qué fue, y si se acordó."],
  ["Why the time changed, and whether it was agreed.", "Por qué cambió el tiempo, y si se acordó."],
  ["Anything you want on the record.", "Lo que quiera dejar registrado."],
  ["Keep this under 20,000 characters.", "Escriba menos de 20,000 caracteres."],
  ["Give the entry a title: a few words about what happened.", "Póngale un título a la entrada: unas pocas palabras sobre lo que pasó."],
  ["Keep the title under 300 characters.", "Escriba un título de menos de 300 caracteres."],
  ["Enter the date it happened.", "Escriba la fecha en que ocurrió."],
  ["Enter the time as hours and minutes, for example 18:05.", "Escriba la hora en horas y minutos, por ejemplo 18:05."],
  ["Choose a time zone from the list.", "Elija una zona horaria de la lista."],
  ["List at most 30, separated by commas.", "Anote 30 como máximo, separados por comas."],
  ["This is too long for this box.", "Es demasiado largo para esta casilla."],
  ["Say why you are correcting this entry (it is kept with the history).", "Diga por qué corrige esta entrada (se guarda con el historial)."],
  ["Describe what happened.", "Describa lo que pasó."],
  ["Choose the other parent: the children go from one parent to the other.", "Elija al otro progenitor: los hijos pasan de un progenitor al otro."],
  ["Enter how many minutes late, as a whole number from 1 to 1440.", "Escriba cuántos minutos de retraso, con un número entero del 1 al 1440."],
  ["Enter the time the hand-over happened.", "Escriba la hora en que se hizo la entrega."],
  ["Paste the message, or summarise it in the box above.", "Pegue el mensaje, o resúmalo en la casilla de arriba."],
  ["Write down what you noticed or were told.", "Anote lo que notó o le dijeron."],
  ["Enter the amount in dollars, for example 45.50.", "Escriba el importe en dólares, por ejemplo 45.50."],
  ["Name the expense as it is on the sheet.", "Escriba el nombre del gasto como está en la hoja."],
  ["Enter the first night, for example 2027-03-14.", "Escriba la primera noche, por ejemplo 2027-03-14."],
  ["Enter the last night, for example 2027-03-16.", "Escriba la última noche, por ejemplo 2027-03-16."],
  ["The last night cannot be before the first night.", "La última noche no puede ser antes de la primera."],
  ["Write the note.", "Escriba la nota."],
  ["Happened", "Ocurrió"],
  ["Hand-over", "Entrega"],
  ["Amount", "Importe"],
  ["With", "Con"],
  ["Nights", "Noches"],
  ["Children", "Hijos"],
  ["you", "usted"],
  ["the other parent", "el otro progenitor"],
  ["{date} at {time} ({zone})", (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} a las ${i?.time} (${i?.zone})`)
}],
  ["{date} ({zone})", (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} (${i?.zone})`)
}],
  ["Late by {minutes} min", (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min tarde`)
}],
  ["from {giver} to {receiver}", (i) => {
	return /** @type {LocalizedString} */ (`de: ${i?.giver}; a: ${i?.receiver}`)
}],
  ["{first} to {last}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} a ${i?.last}`)
}],
  ["Entry removed on {date}. Reason: {reason}", (i) => {
	return /** @type {LocalizedString} */ (`Entrada eliminada el ${i?.date}. Motivo: ${i?.reason}`)
}],
  ["Removed entry", "Entrada eliminada"],
  [" · corrected", " · corregida"],
  ["The attached files cannot be shown right now. Reload the page to try again.", "Ahora no se pueden mostrar los archivos adjuntos. Vuelva a cargar la página para intentarlo otra vez."],
  ["Opening the attached files…", "Abriendo los archivos adjuntos…"],
  ["Recorded", "Registrada"],
  ["Corrected", "Corregida"],
  ["Removed", "Eliminada"],
  ["Entry removed on {date}. Reason: {reason}. Its words were deleted from this device; its place in the chain and its hashes remain.", (i) => {
	return /** @type {LocalizedString} */ (`Entrada eliminada el ${i?.date}. Motivo: ${i?.reason}. Sus palabras se borraron de este dispositivo; su lugar en la cadena y sus hashes se conservan.`)
}],
  ["History", "Historial"],
  ["(version {version})", (i) => {
	return /** @type {LocalizedString} */ (`(versión ${i?.version})`)
}],
  ["on {date}", (i) => {
	return /** @type {LocalizedString} */ (`el ${i?.date}`)
}],
  [". Reason: {reason}", (i) => {
	return /** @type {LocalizedString} */ (`. Motivo: ${i?.reason}`)
}],
  ["Hash", "Hash"],
  ["Show this version", "Mostrar esta versión"],
  ["Correct", "Corregir"],
  ["Remove…", "Eliminar…"],
  ["Back to the list", "Volver a la lista"],
  ["Say why you are removing it: the reason stays in the journal.", "Diga por qué la elimina: el motivo queda en el diario."],
  ["Removing deletes this entry’s words ({type}) and its earlier versions from this device. The journal keeps a mark: “Entry removed on …” with your reason.", (i) => {
	return /** @type {LocalizedString} */ (`Al eliminarla se borran de este dispositivo las palabras de esta entrada (${i?.type}) y sus versiones anteriores. El diario guarda una marca: “Entrada eliminada el …” con su motivo.`)
}],
  ["Why you are removing it", "Por qué la elimina"],
  ["Remove entry", "Eliminar la entrada"],
  ["Keep it", "Conservarla"],
  ["Sun", "dom"],
  ["Mon", "lun"],
  ["Tue", "mar"],
  ["Wed", "mié"],
  ["Thu", "jue"],
  ["Fri", "vie"],
  ["Sat", "sáb"],
  ["Previous month", "Mes anterior"],
  ["Next month", "Mes siguiente"],
  ["{day}: {count} entry", (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}: ${i?.count} entrada`)
}],
  ["{day}: {count} entries", (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}: ${i?.count} entradas`)
}],
  ["Check the journal", "Verificar el diario"],
  ["Every version of every entry is sealed with a fingerprint (a SHA-256 hash) that also covers the one saved before it. The check recomputes them all.", "Cada versión de cada entrada queda sellada con una huella digital (un hash SHA-256) que también abarca la versión guardada antes. La verificación las vuelve a calcular todas."],
  ["What this shows:", "Lo que muestra:"],
  ["whether any entry was changed, removed or put in another order on this device after it was saved, other than through Correct and Remove, which keep their own record.", "si alguna entrada se cambió, se eliminó o se puso en otro orden en este dispositivo después de guardarse, fuera de Corregir y Eliminar, que dejan su propio registro."],
  ["What it does not show:", "Lo que no muestra:"],
  ["that what you wrote is true or complete. It is your own account, kept on your own device; it is not a certification by EvenGround or anyone else.", "que lo que usted escribió sea cierto o completo. Es su propio relato, guardado en su propio dispositivo; no es una certificación de EvenGround ni de nadie más."],
  ["Checking…", "Verificando…"],
  ["Check the journal now", "Verificar el diario ahora"],
  ["All {count} saved versions check: none was changed, removed or reordered since it was saved. The latest fingerprint (the chain’s head) is", (i) => {
	return /** @type {LocalizedString} */ (`Las ${i?.count} versiones guardadas están bien: ninguna se cambió, se eliminó ni se reordenó desde que se guardó. La última huella digital (la cabeza de la cadena) es`)
}],
  ["The 1 saved version checks: it was not changed or removed since it was saved. Its fingerprint (the chain’s head) is", "La única versión guardada está bien: no se cambió ni se eliminó desde que se guardó. Su huella digital (la cabeza de la cadena) es"],
  ["The check found 1 problem: this journal was changed outside the journal’s own steps, or part of it was damaged.", "La verificación encontró 1 problema: este diario se cambió fuera de los pasos del propio diario, o una parte se dañó."],
  ["The check found {count} problems: this journal was changed outside the journal’s own steps, or part of it was damaged.", (i) => {
	return /** @type {LocalizedString} */ (`La verificación encontró ${i?.count} problemas: este diario se cambió fuera de los pasos del propio diario, o una parte se dañó.`)
}],
  ["A block of saved entries ({block}) cannot be read.", (i) => {
	return /** @type {LocalizedString} */ (`No se puede leer un bloque de entradas guardadas (${i?.block}).`)
}],
  ["Saved version {n} ({title}) {problem}.", (i) => {
	return /** @type {LocalizedString} */ (`La versión guardada ${i?.n} (${i?.title}) ${i?.problem}.`)
}],
  ["a removed entry", "una entrada eliminada"],
  ["an entry", "una entrada"],
  ["cannot be read at all", "no se puede leer"],
  ["is not in its place: an entry before it is missing, or entries were moved", "no está en su lugar: falta una entrada anterior, o se movieron entradas"],
  ["does not follow the entry saved before it", "no sigue a la entrada guardada antes"],
  ["was changed after it was saved", "se cambió después de guardarse"],
  ["has a date, reason or number that was changed after it was saved", "tiene una fecha, un motivo o un número que se cambió después de guardarse"],
  ["had its words deleted without being removed in the journal", "tiene sus palabras borradas sin haberse eliminado en el diario"],
  ["does not follow the earlier versions of its entry", "no sigue a las versiones anteriores de su entrada"],
  ["Attach photos, screenshots, PDFs or recordings", "Adjuntar fotos, capturas de pantalla, PDF o grabaciones"],
  ["Photos (JPEG, PNG, WebP), PDFs and recordings, up to {size} each. Location and camera details are removed from photos before they are saved. Files are kept encrypted on this device only.", (i) => {
	return /** @type {LocalizedString} */ (`Fotos (JPEG, PNG, WebP), PDF y grabaciones, de hasta ${i?.size} cada uno. Los datos de ubicación y de la cámara se quitan de las fotos antes de guardarlas. Los archivos se guardan cifrados solo en este dispositivo.`)
}],
  ["Attachments use {size} on this device.", (i) => {
	return /** @type {LocalizedString} */ (`Los archivos adjuntos ocupan ${i?.size} en este dispositivo.`)
}],
  ["Attachments use {size} on this device; this browser lets EvenGround keep about {quota} in all.", (i) => {
	return /** @type {LocalizedString} */ (`Los archivos adjuntos ocupan ${i?.size} en este dispositivo; este navegador permite que EvenGround guarde unos ${i?.quota} en total.`)
}],
  ["“{name}” was not added: this device has no room left for it. Everything saved before, and what you have typed, is still here. Free some space (or remove attachments you no longer need) and add it again.", (i) => {
	return /** @type {LocalizedString} */ (`No se agregó “${i?.name}”: ya no hay espacio para él en este dispositivo. Todo lo guardado antes y lo que usted escribió sigue aquí. Libere espacio (o quite archivos adjuntos que ya no necesite) y vuelva a agregarlo.`)
}],
  ["“{name}” was not added: {reason}", (i) => {
	return /** @type {LocalizedString} */ (`No se agregó “${i?.name}”: ${i?.reason}`)
}],
  ["it could not be stored", "no se pudo guardar"],
  ["Adding {name}", (i) => {
	return /** @type {LocalizedString} */ (`Agregando ${i?.name}`)
}],
  ["Adding “{name}” ({place} of {files}): {done} of {total}…", (i) => {
	return /** @type {LocalizedString} */ (`Agregando “${i?.name}” (${i?.place} de ${i?.files}): ${i?.done} de ${i?.total}…`)
}],
  ["“{name}” is {size}, over the {limit} limit for one file, so it was not added. Attach a smaller copy (for example a screenshot, or the pages that matter).", (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” pesa ${i?.size}, más del límite de ${i?.limit} por archivo, así que no se agregó. Adjunte una copia más pequeña (por ejemplo una captura de pantalla, o solo las páginas importantes).`)
}],
  ["“{name}” is a HEIC photo, which EvenGround cannot show or clean of its location details, so it was not added. Take a screenshot of the photo and attach the screenshot, or set the camera to save “Most Compatible” (JPEG) photos.", (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” es una foto HEIC, que EvenGround no puede mostrar ni limpiar de sus datos de ubicación, así que no se agregó. Tome una captura de pantalla de la foto y adjunte la captura, o configure la cámara para guardar fotos “Más compatible” (JPEG).`)
}],
  ["“{name}” still carries location or camera details that EvenGround could not remove, so it was not added. Take a screenshot of the picture and attach the screenshot instead.", (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” todavía tiene datos de ubicación o de la cámara que EvenGround no pudo quitar, así que no se agregó. Tome una captura de pantalla de la imagen y adjunte la captura.`)
}],
  ["“{name}” could not be read as a picture (it may be damaged), so it was not added.", (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” no se pudo leer como imagen (puede estar dañada), así que no se agregó.`)
}],
  ["Location and camera details removed", "Se quitaron los datos de ubicación y de la cámara"],
  ["No location or camera details found", "No se encontraron datos de ubicación ni de la cámara"],
  ["Kept as chosen (only photos are cleaned)", "Se guardó tal cual (solo se limpian las fotos)"],
  ["Opening an attached file…", "Abriendo un archivo adjunto…"],
  ["Remove", "Quitar"],
  ["This attached file could not be read, so it is not shown.", "No se pudo leer este archivo adjunto, así que no se muestra."],
  ["Attached photo: {name}", (i) => {
	return /** @type {LocalizedString} */ (`Foto adjunta: ${i?.name}`)
}],
  ["Save a copy", "Guardar una copia"],
  [" of {name}", (i) => {
	return /** @type {LocalizedString} */ (` de ${i?.name}`)
}],
  ["Attached files", "Archivos adjuntos"],
  ["The report cannot be opened right now. Reload the page to try again.", "Ahora no se puede abrir el informe. Vuelva a cargar la página para intentarlo otra vez."],
  ["Back to the journal", "Volver al diario"],
  ["Opening the report…", "Abriendo el informe…"],
  ["Preparing the pictures: {done} of {total}…", (i) => {
	return /** @type {LocalizedString} */ (`Preparando las imágenes: ${i?.done} de ${i?.total}…`)
}],
  ["Starting…", "Empezando…"],
  ["Laying out the pages…", "Armando las páginas…"],
  ["Numbering the pages: {done} of {total}…", (i) => {
	return /** @type {LocalizedString} */ (`Numerando las páginas: ${i?.done} de ${i?.total}…`)
}],
  ["Writing the file…", "Escribiendo el archivo…"],
  ["The first date is after the last one: change one of them.", "La primera fecha es posterior a la última: cambie una de las dos."],
  ["Choose at least one type of entry.", "Elija al menos un tipo de entrada."],
  ["The PDF is ready: {name}, 1 entry.", (i) => {
	return /** @type {LocalizedString} */ (`El PDF está listo: ${i?.name}, 1 entrada.`)
}],
  ["The PDF is ready: {name}, {count} entries.", (i) => {
	return /** @type {LocalizedString} */ (`El PDF está listo: ${i?.name}, ${i?.count} entradas.`)
}],
  ["The PDF could not be made", "No se pudo hacer el PDF"],
  ["Nothing was changed in your journal. Try again, or choose fewer entries.", "No se cambió nada en su diario. Inténtelo otra vez, o elija menos entradas."],
  ["The CSV is ready: {name}.", (i) => {
	return /** @type {LocalizedString} */ (`El CSV está listo: ${i?.name}.`)
}],
  ["Report: chronology, CSV or print", "Informe: cronología, CSV o impresión"],
  ["A dated account of the entries you choose, with every correction and removal, the files, and each entry’s hash so anyone can see later whether it was changed. It is made on this device; nothing is sent anywhere.", "Un relato con fechas de las entradas que elija, con cada corrección y eliminación, los archivos y el hash de cada entrada, para que cualquiera pueda ver después si se cambió. Se hace en este dispositivo; no se envía nada a ningún lugar."],
  ["Prepared by", "Preparado por"],
  ["Your name as it should appear on the cover. Left empty, the cover says “the parent keeping this journal”.", "Su nombre como debe aparecer en la portada. Si lo deja vacío, la portada dice “el progenitor que lleva este diario”."],
  ["From (when it happened)", "Desde (cuándo ocurrió)"],
  ["Types of entry", "Tipos de entrada"],
  ["Children (none ticked: every entry)", "Hijos (si no marca ninguno: todas las entradas)"],
  ["Hide addresses and phone numbers", "Ocultar direcciones y números de teléfono"],
  ["Street and email addresses, P.O. boxes and phone numbers in your words become “[address hidden]” or “[phone hidden]” in the PDF, the CSV and the print view. Dates, times, amounts and report numbers stay. Pictures are shown as they are.", "Las direcciones postales y de correo electrónico, los apartados postales y los números de teléfono de sus palabras se cambian por “[dirección oculta]” o “[teléfono oculto]” en el PDF, el CSV y la vista para imprimir. Las fechas, horas, importes y números de reporte se quedan. Las imágenes se muestran tal como son."],
  ["1 entry in this report", "1 entrada en este informe"],
  ["{count} entries in this report", (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} entradas en este informe`)
}],
  [" (removal marks in these dates included)", " (con las marcas de eliminación de esas fechas)"],
  ["Making the PDF…", "Haciendo el PDF…"],
  ["Making the PDF", "Haciendo el PDF"],
  ["Download PDF", "Descargar el PDF"],
  ["Download CSV", "Descargar el CSV"],
  ["Print view", "Vista para imprimir"],
  ["Journal chronology", "Cronología del diario"],
  ["the parent keeping this journal", "el progenitor que lleva este diario"],
  ["Journal chronology · Prepared by {preparer} · Page {current} of {total}", (i) => {
	return /** @type {LocalizedString} */ (`Cronología del diario · Preparado por ${i?.preparer} · Página ${i?.current} de ${i?.total}`)
}],
  ["Prepared by {preparer}", (i) => {
	return /** @type {LocalizedString} */ (`Preparado por ${i?.preparer}`)
}],
  ["Made on {date} with EvenGround, on the parent’s own device.", (i) => {
	return /** @type {LocalizedString} */ (`Hecho el ${i?.date} con EvenGround, en el propio dispositivo del progenitor.`)
}],
  ["Dates", "Fechas"],
  ["Types", "Tipos"],
  ["Entries in this report", "Entradas en este informe"],
  ["Corrected entries", "Entradas corregidas"],
  ["Removed entries (marks)", "Entradas eliminadas (marcas)"],
  ["Recorded times", "Horas de registro"],
  ["In {zone}, the time zone of the device that made this report", (i) => {
	return /** @type {LocalizedString} */ (`En ${i?.zone}, la zona horaria del dispositivo que hizo este informe`)
}],
  ["Entries by type", "Entradas por tipo"],
  ["Exchanges", "Intercambios"],
  ["On time {onTime} · Late {late} · Missed {missed} · Cancelled {cancelled}", (i) => {
	return /** @type {LocalizedString} */ (`A tiempo ${i?.onTime} · Tarde ${i?.late} · No se hicieron ${i?.missed} · Cancelados ${i?.cancelled}`)
}],
  ["Late by {minutes} min: {date}, {title} (entry {n})", (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min tarde: ${i?.date}, ${i?.title} (entrada ${i?.n})`)
}],
  ["Missed: {date}, {title} (entry {n})", (i) => {
	return /** @type {LocalizedString} */ (`No se hizo: ${i?.date}, ${i?.title} (entrada ${i?.n})`)
}],
  ["Overnights, scheduled and actual", "Noches, programadas y reales"],
  ["What this record shows", "Lo que muestra este registro"],
  ["Check of the whole journal when this report was made: all {count} saved versions match their hashes. The hash manifest at the end lists each version’s hash and the chain’s head.", (i) => {
	return /** @type {LocalizedString} */ (`Verificación de todo el diario cuando se hizo este informe: las ${i?.count} versiones guardadas coinciden con sus hashes. La lista de hashes del final da el hash de cada versión y la cabeza de la cadena.`)
}],
  ["Check of the whole journal when this report was made: the 1 saved version matches its hash. The hash manifest at the end lists its hash, which is the chain’s head.", "Verificación de todo el diario cuando se hizo este informe: la única versión guardada coincide con su hash. La lista de hashes del final da su hash, que es la cabeza de la cadena."],
  ["Check of the whole journal when this report was made: {count} problems found; the journal on the device lists them. The hash manifest at the end lists each version’s hash and the chain’s head.", (i) => {
	return /** @type {LocalizedString} */ (`Verificación de todo el diario cuando se hizo este informe: se encontraron ${i?.count} problemas; el diario en el dispositivo los enumera. La lista de hashes del final da el hash de cada versión y la cabeza de la cadena.`)
}],
  ["Check of the whole journal when this report was made: 1 problem found; the journal on the device lists it. The hash manifest at the end lists each version’s hash and the chain’s head.", "Verificación de todo el diario cuando se hizo este informe: se encontró 1 problema; el diario en el dispositivo lo indica. La lista de hashes del final da el hash de cada versión y la cabeza de la cadena."],
  ["Entries", "Entradas"],
  ["No entries match this choice.", "Ninguna entrada coincide con esta selección."],
  ["Hash manifest", "Lista de hashes"],
  ["Saved versions in the whole journal: {count}. The chain’s head (the hash of the last one):", (i) => {
	return /** @type {LocalizedString} */ (`Versiones guardadas en todo el diario: ${i?.count}. La cabeza de la cadena (el hash de la última):`)
}],
  ["Entry, version, when it was recorded (UTC), then its hash", "Entrada, versión, cuándo se registró (UTC) y después su hash"],
  ["{n}. {title} (version {version}, {step}), {recordedAt}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n}. ${i?.title} (versión ${i?.version}, ${i?.step}), ${i?.recordedAt}`)
}],
  ["Entry removed on {date}. Reason: {reason}. Its words were deleted from the device; its place in the chain and its hashes remain.", (i) => {
	return /** @type {LocalizedString} */ (`Entrada eliminada el ${i?.date}. Motivo: ${i?.reason}. Sus palabras se borraron del dispositivo; su lugar en la cadena y sus hashes se conservan.`)
}],
  ["First recorded", "Registrada por primera vez"],
  ["Files", "Archivos"],
  ["(see “Attached files”)", "(vea “Archivos adjuntos”)"],
  ["Version {version}: {step} on {date}", (i) => {
	return /** @type {LocalizedString} */ (`Versión ${i?.version}: ${i?.step} el ${i?.date}`)
}],
  ["{label}: was {before}, now {after}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: antes ${i?.before}, ahora ${i?.after}`)
}],
  ["(empty)", "(vacío)"],
  ["On {entry}", (i) => {
	return /** @type {LocalizedString} */ (`En ${i?.entry}`)
}],
  ["Entry {n}: {title}", (i) => {
	return /** @type {LocalizedString} */ (`Entrada ${i?.n}: ${i?.title}`)
}],
  ["Not drawn here: keep the file itself with this report; its SHA-256 above identifies it.", "No se dibuja aquí: guarde el archivo con este informe; su SHA-256 de arriba lo identifica."],
  ["All dates", "Todas las fechas"],
  ["Up to {date}", (i) => {
	return /** @type {LocalizedString} */ (`Hasta el ${i?.date}`)
}],
  ["From {date}", (i) => {
	return /** @type {LocalizedString} */ (`Desde el ${i?.date}`)
}],
  ["{start} to {end}", (i) => {
	return /** @type {LocalizedString} */ (`Del ${i?.start} al ${i?.end}`)
}],
  ["Details", "Detalles"],
  ["Message", "Mensaje"],
  ["What the hashes show: that no saved version of these entries was changed, removed or put in another order on the parent’s device after it was saved, other than through Correct and Remove, which keep their own record (the history under each entry).", "Lo que muestran los hashes: que ninguna versión guardada de estas entradas se cambió, se eliminó ni se puso en otro orden en el dispositivo del progenitor después de guardarse, fuera de Corregir y Eliminar, que dejan su propio registro (el historial debajo de cada entrada)."],
  ["What they do not show: that what was written is true or complete. This is the parent’s own account, kept on their own device. It is not a certification by EvenGround or by anyone else.", "Lo que no muestran: que lo escrito sea cierto o completo. Es el propio relato del progenitor, guardado en su propio dispositivo. No es una certificación de EvenGround ni de nadie más."],
  ["Addresses and phone numbers in the words were hidden in this copy (“[address hidden]”, “[phone hidden]”, “[email hidden]”). Pictures are shown as they are. The hashes are of the full words kept on the device.", "En esta copia se ocultaron las direcciones y los números de teléfono de las palabras (“[dirección oculta]”, “[teléfono oculto]”, “[correo oculto]”). Las imágenes se muestran tal como son. Los hashes son de las palabras completas guardadas en el dispositivo."],
  ["Each line below is the SHA-256 hash of one saved version of an entry in this report. Each hash also covers the hash of the version saved just before it in the journal, so the versions form a chain. The chain’s head is the hash of the last version saved in the whole journal when this report was made.", "Cada línea de abajo es el hash SHA-256 de una versión guardada de una entrada de este informe. Cada hash también abarca el hash de la versión guardada justo antes en el diario, así que las versiones forman una cadena. La cabeza de la cadena es el hash de la última versión guardada en todo el diario cuando se hizo este informe."],
  ["How to check: on the device, open the journal and choose “Check the journal now”. It recomputes every hash and says whether any saved version was changed, removed or reordered. The chain it holds must still contain these hashes, in this order; if nothing was added since, its head is the one printed here. The method (SHA-256 over a fixed text form of each version) is described in EvenGround’s documentation, so the hashes can also be recomputed with any SHA-256 tool from the journal’s saved data.", "Cómo verificarlo: en el dispositivo, abra el diario y elija “Verificar el diario ahora”. Vuelve a calcular cada hash y dice si alguna versión guardada se cambió, se eliminó o se reordenó. La cadena que guarda debe seguir conteniendo estos hashes, en este orden; si no se agregó nada desde entonces, su cabeza es la que aparece aquí. El método (SHA-256 sobre una forma de texto fija de cada versión) está descrito en la documentación de EvenGround, así que los hashes también se pueden volver a calcular con cualquier herramienta SHA-256 a partir de los datos guardados del diario."],
  ["Someone holding the passphrase could rebuild the whole record from some point on. A head hash printed or shared earlier is what makes that visible later: the rebuilt chain no longer leads to it.", "Alguien que tenga la frase de contraseña podría rehacer todo el registro a partir de algún punto. Un hash de cabeza impreso o compartido antes es lo que lo deja ver después: la cadena rehecha ya no lleva a él."],
  ["Not recorded: no parenting-time schedule saved on this device covers these dates, so scheduled and actual overnights are not counted in this report.", "No registrado: ningún calendario de tiempo de crianza guardado en este dispositivo cubre estas fechas, así que las noches programadas y reales no se cuentan en este informe."],
  ["The parent keeping this journal", "El progenitor que lleva este diario"],
  ["{first} to {last} (1 night).", (i) => {
	return /** @type {LocalizedString} */ (`Del ${i?.first} al ${i?.last} (1 noche).`)
}],
  ["{first} to {last} ({count} nights).", (i) => {
	return /** @type {LocalizedString} */ (`Del ${i?.first} al ${i?.last} (${i?.count} noches).`)
}],
  ["Scheduled: {keeper} {mine}, the other parent {theirs}.", (i) => {
	return /** @type {LocalizedString} */ (`Programadas: ${i?.keeper} ${i?.mine}, el otro progenitor ${i?.theirs}.`)
}],
  ["Actual, from the exchange and make-up entries in the journal: {keeper} {mine}, the other parent {theirs}.", (i) => {
	return /** @type {LocalizedString} */ (`Reales, según las entradas de intercambios y de tiempo de reposición del diario: ${i?.keeper} ${i?.mine}, el otro progenitor ${i?.theirs}.`)
}],
  ["Print", "Imprimir"],
  ["Back to the report", "Volver al informe"],
  ["Attached picture {ref}: {name}", (i) => {
	return /** @type {LocalizedString} */ (`Imagen adjunta ${i?.ref}: ${i?.name}`)
}],
  ["(on {entry})", (i) => {
	return /** @type {LocalizedString} */ (`(en ${i?.entry})`)
}],
  ["Saved versions in the whole journal: {count}. The chain’s head:", (i) => {
	return /** @type {LocalizedString} */ (`Versiones guardadas en todo el diario: ${i?.count}. La cabeza de la cadena:`)
}],
  ["[address hidden]", "[dirección oculta]"],
  ["[phone hidden]", "[teléfono oculto]"],
  ["[email hidden]", "[correo oculto]"],
  ["Entry", "Entrada"],
  ["Version", "Versión"],
  ["Step", "Paso"],
  ["Recorded (UTC)", "Registrada (UTC)"],
  ["Reason", "Motivo"],
  ["Happened date", "Fecha del hecho"],
  ["Happened time", "Hora del hecho"],
  ["Other fields", "Otros campos"],
  ["Files (SHA-256)", "Archivos (SHA-256)"],
  ["Content hash", "Hash del contenido"],
  ["Link hash", "Hash del enlace"],
  ["(words removed with the entry)", "(palabras eliminadas con la entrada)"],
  ["Choose files", "Elegir archivos"],
  ["No file chosen", "Ningún archivo elegido"],
  ["journal-chronology", "diario-cronologia"],
  ["{d1}-to-{d2}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.d1}-a-${i?.d2}`)
}],
  ["start", "inicio"],
  ["end", "fin"],
]);

// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
import * as registry from '../../registry.js';
export default new Map([
  ["AI Mediator", "Mediador con IA"],
  ["Compare both parties' divorce or parenting documents on your own device and get neutral compromise suggestions.", "Compare en su propio dispositivo los documentos de divorcio o de crianza de las dos partes y reciba sugerencias neutrales para llegar a un término medio."],
  ["Find common ground faster. The AI Mediator compares both parties' documents, shows where you agree and where you differ, and suggests fair, concrete compromises, all on your own device.", "Encuentre puntos en común más rápido. El Mediador con IA compara los documentos de las dos partes, muestra en qué están de acuerdo y en qué difieren, y sugiere propuestas justas y concretas de término medio, todo en su propio dispositivo."],
  ["Start Mediation", "Empezar la mediación"],
  ["Login to Access", "Iniciar sesión para usarlo"],
  ["How it works", "Cómo funciona"],
  ["Step {n}", (i) => {
	return /** @type {LocalizedString} */ (`Paso ${i?.n}`)
}],
  ["Secure document upload", "Documentos seguros"],
  ["Choose each party's agreement, plan or disclosure (PDF, Word or text). The files are opened in your browser on this device; they are never uploaded.", "Elija el acuerdo, el plan o la declaración de cada parte (PDF, Word o texto). Los archivos se abren en su navegador, en este dispositivo; nunca se suben a internet."],
  ["Analysis on your device", "Análisis en su dispositivo"],
  ["On your device, the mediator reads every clause, sorts it by topic (custody, schedule, support, property and more) and pulls out the figures: amounts, percentages, days, times.", "En su dispositivo, el mediador lee cada cláusula, la ordena por tema (custodia, horario, manutención, bienes y más) y saca las cifras: cantidades, porcentajes, días, horas."],
  ["Neutral compromise suggestions", "Sugerencias neutrales de término medio"],
  ["For each point of conflict you get a concrete middle-ground proposal, such as a middle figure with a review date, a named equal-time schedule or a standard clause.", "Para cada punto en conflicto recibe una propuesta concreta de término medio, como una cifra intermedia con una fecha de revisión, un horario de tiempo igual con nombre o una cláusula común."],
  ["Why parents use it", "Por qué lo usan las familias"],
  ["Private by design", "Privado desde el diseño"],
  ["Nothing leaves your device. The analysis even works offline.", "Nada sale de su dispositivo. El análisis funciona incluso sin conexión."],
  ["Neutral", "Neutral"],
  ["Both parties’ documents are read by the same rules; neither side is favoured.", "Los documentos de las dos partes se leen con las mismas reglas; no se favorece a ninguna."],
  ["Fast", "Rápido"],
  ["A report in seconds instead of waiting for the next appointment.", "Un informe en segundos, en lugar de esperar a la próxima cita."],
  ["Clear common ground", "Puntos en común claros"],
  ["See at a glance the terms you already agree on, so talks can start from there.", "Vea de un vistazo los términos en los que ya están de acuerdo, para empezar a conversar desde ahí."],
  ["Concrete proposals", "Propuestas concretas"],
  ["Each suggestion names its topic and the figures it starts from.", "Cada sugerencia dice su tema y las cifras de las que parte."],
  ["Ready to share", "Listo para compartir"],
  ["Download a PDF summary or e-mail it to both parties and your mediator.", "Descargue un resumen en PDF o envíelo por correo electrónico a las dos partes y a su mediador."],
  ["Ready to find common ground?", "¿Quiere encontrar puntos en común?"],
  ["Bring both parties' documents and get a neutral report in seconds. It is a starting point for talks, not legal advice.", "Traiga los documentos de las dos partes y reciba un informe neutral en segundos. Es un punto de partida para conversar, no asesoramiento legal."],
  ["AI Divorce Mediator", "Mediador de divorcio con IA"],
  ["Compare both parties' parenting or divorce documents on your own device: aligned terms, conflicts and neutral compromise suggestions.", "Compare en su propio dispositivo los documentos de crianza o de divorcio de las dos partes: términos en los que coinciden, conflictos y sugerencias neutrales de término medio."],
  ["Upload each party's documents and get a neutral comparison: the terms you already agree on, the ones you don't, and concrete middle-ground suggestions.", "Elija los documentos de cada parte y reciba una comparación neutral: los términos en los que ya están de acuerdo, los que no, y sugerencias concretas de término medio."],
  ["Please Log In", "Inicie sesión"],
  ["You must be logged in to use the AI Mediator.", "Debe iniciar sesión para usar el Mediador con IA."],
  ["Checking your sign-in…", "Revisando su sesión…"],
  ["Please log in to use the AI Mediator.", "Inicie sesión para usar el Mediador con IA."],
  ["How it helps", "Cómo ayuda"],
  ["Unbiased Feedback", "Opinión imparcial"],
  ["The same rules read both sides: no party's wording counts for more.", "Las mismas reglas leen a las dos partes: las palabras de ninguna cuentan más."],
  ["Instant Suggestions", "Sugerencias al instante"],
  ["Middle figures, named schedules and standard clauses, each starting from what both of you wrote.", "Cifras intermedias, horarios con nombre y cláusulas comunes, cada una a partir de lo que escribieron los dos."],
  ["Guided Mediation", "Mediación guiada"],
  ["Take the PDF summary to a mediator or attorney to settle the remaining points.", "Lleve el resumen en PDF a un mediador o a un abogado para resolver los puntos que queden."],
  ["Trust & Security", "Confianza y seguridad"],
  ["Your documents are read on this device, inside your browser, and are never uploaded: the analysis works even with no internet connection. Nothing is kept after you leave this page unless you choose Save report, which stores the report (not the documents) encrypted with your passphrase on this device.", "Sus documentos se leen en este dispositivo, dentro de su navegador, y nunca se suben a internet: el análisis funciona incluso sin conexión. No se guarda nada cuando sale de esta página, a menos que elija Guardar el informe, que guarda el informe (no los documentos) cifrado con su frase de contraseña en este dispositivo."],
  ["The report is an automated comparison made on this device: no AI model reads your documents, and it can miss things. Check it with a mediator or attorney before relying on it.", "El informe es una comparación automática hecha en este dispositivo: ningún modelo de IA lee sus documentos, y se le pueden pasar cosas. Revíselo con un mediador o un abogado antes de confiar en él."],
  ["Upload documents", "Elegir los documentos"],
  ["Choose each party's version of the same kind of document. They are read on this device; nothing is uploaded. Each file can be up to {max}, so the analysis stays quick on a phone.", (i) => {
	return /** @type {LocalizedString} */ (`Elija la versión de cada parte del mismo tipo de documento. Se leen en este dispositivo; nada se sube a internet. Cada archivo puede tener hasta ${i?.max}, para que el análisis sea rápido en un teléfono.`)
}],
  ["Party {party}", (i) => {
	return /** @type {LocalizedString} */ (`Parte ${i?.party}`)
}],
  ["Party {party} documents", (i) => {
	return /** @type {LocalizedString} */ (`Documentos de la parte ${i?.party}`)
}],
  ["Party {party} files chosen", (i) => {
	return /** @type {LocalizedString} */ (`Archivos elegidos de la parte ${i?.party}`)
}],
  ["PDF, Word (.docx) or text (.txt); up to {count} files, {max} each.", (i) => {
	return /** @type {LocalizedString} */ (`PDF, Word (.docx) o texto (.txt); hasta ${i?.count} archivos, de ${i?.max} cada uno.`)
}],
  ["Document type (required)", "Tipo de documento (obligatorio)"],
  ["Select document type", "Elija el tipo de documento"],
  ["Parenting Agreement", "Acuerdo de crianza"],
  ["Custody Plan", "Plan de custodia"],
  ["Divorce Terms", "Términos del divorcio"],
  ["Financial Disclosures", "Divulgación financiera"],
  ["Choose State (Optional)", "Estado (opcional)"],
  ["Select a state", "Elija un estado"],
  ["Some files could not be used.", "Algunos archivos no se pudieron usar."],
  ["Nothing was analysed.", "No se analizó nada."],
  ["Party {party}: {message}", (i) => {
	return /** @type {LocalizedString} */ (`Parte ${i?.party}: ${i?.message}`)
}],
  ["Analyzing...", "Analizando..."],
  ["Generate Mediation Report", "Crear el informe de mediación"],
  ["Missing Information", "Falta información"],
  ["Please upload documents for both parties and select a document type.", "Elija documentos para las dos partes y un tipo de documento."],
  ["Reading files", "Leyendo los archivos"],
  ["Analysing the terms", "Analizando los términos"],
  ["Building the report", "Armando el informe"],
  ["Reading files ({done} of {total})…", (i) => {
	return /** @type {LocalizedString} */ (`Leyendo los archivos (${i?.done} de ${i?.total})…`)
}],
  ["Reading files ({done} of {total}): {name}…", (i) => {
	return /** @type {LocalizedString} */ (`Leyendo los archivos (${i?.done} de ${i?.total}): ${i?.name}…`)
}],
  ["{stage}…", (i) => {
	return /** @type {LocalizedString} */ (`${i?.stage}…`)
}],
  ["Analysis progress", "Progreso del análisis"],
  ["The analysis could not start on this device. Reload the page and try again.", "El análisis no pudo empezar en este dispositivo. Vuelva a cargar la página e inténtelo de nuevo."],
  ["The analysis stopped unexpectedly.", "El análisis se detuvo de forma inesperada."],
  ["\"{name}\" is {size}. Each file can be at most {max}; save a smaller copy (for example only the pages that matter) and try again.", (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” tiene ${i?.size}. Cada archivo puede tener como máximo ${i?.max}; guarde una copia más pequeña (por ejemplo, solo las páginas que importan) e inténtelo de nuevo.`)
}],
  ["\"{name}\" is empty (0 bytes). Choose the file again, or save it again from the program that made it.", (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” está vacío (0 bytes). Vuelva a elegir el archivo, o guárdelo de nuevo desde el programa que lo creó.`)
}],
  ["\"{name}\" is {description}, not a PDF, Word (.docx) or plain-text (.txt) document. Save it in one of those formats and try again.", (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” es ${i?.description}, no un documento PDF, Word (.docx) ni de texto simple (.txt). Guárdelo en uno de esos formatos e inténtelo de nuevo.`)
}],
  ["\"{name}\" looks damaged and cannot be read. Check that it opens on your device, then save a fresh copy and try again.", (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” parece dañado y no se puede leer. Revise que se abra en su dispositivo, guarde una copia nueva e inténtelo de nuevo.`)
}],
  ["\"{name}\" is protected with a password. Open it, save a copy without the password, and choose that copy.", (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” está protegido con una contraseña. Ábralo, guarde una copia sin la contraseña y elija esa copia.`)
}],
  ["\"{name}\" has no text layer: it looks like a scanned image. Use the original document, or run text recognition (OCR) on it and save the result as a PDF or text file.", (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” no tiene capa de texto: parece una imagen escaneada. Use el documento original, o pásele un reconocimiento de texto (OCR) y guarde el resultado como PDF o archivo de texto.`)
}],
  ["\"{name}\" has {pages} pages. A document can have at most {max}; save a copy with only the pages that matter and try again.", (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” tiene ${i?.pages} páginas. Un documento puede tener como máximo ${i?.max}; guarde una copia solo con las páginas que importan e inténtelo de nuevo.`)
}],
  ["\"{name}\" holds far more text than a court document (over {millions} million characters), so it was not analysed. Save a copy with only the sections that matter and try again.", (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” tiene mucho más texto que un documento de la corte (más de ${i?.millions} millones de caracteres), así que no se analizó. Guarde una copia solo con las secciones que importan e inténtelo de nuevo.`)
}],
  ["\"{name}\" took too long to read (over {seconds} seconds), so reading it was stopped. It may be damaged or built in an unusual way: open it, save or print it as a new PDF, and try again.", (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” tardó demasiado en leerse (más de ${i?.seconds} segundos), así que se dejó de leer. Puede estar dañado o hecho de una forma poco común: ábralo, guárdelo o imprímalo como un PDF nuevo e inténtelo de nuevo.`)
}],
  ["\"{name}\" contains no readable text. Check that it is the right file.", (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” no tiene texto que se pueda leer. Revise que sea el archivo correcto.`)
}],
  ["{party} has more than {count} files. Choose at most {max}.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.party} tiene más de ${i?.count} archivos. Elija ${i?.max} como máximo.`)
}],
  ["an Excel spreadsheet", "una hoja de cálculo de Excel"],
  ["a PowerPoint presentation", "una presentación de PowerPoint"],
  ["an OpenDocument file", "un archivo OpenDocument"],
  ["a ZIP archive", "un archivo ZIP"],
  ["an older Word (.doc) file or a password-protected Office file", "un archivo de Word antiguo (.doc) o un archivo de Office protegido con contraseña"],
  ["a PNG image", "una imagen PNG"],
  ["a JPEG image", "una imagen JPEG"],
  ["a GIF image", "una imagen GIF"],
  ["a WebP image", "una imagen WebP"],
  ["a HEIC photo", "una foto HEIC"],
  ["a video or audio file", "un archivo de video o de audio"],
  ["a Rich Text (.rtf) file", "un archivo de texto enriquecido (.rtf)"],
  ["not a document we can read", "un archivo que no se puede leer como documento"],
  ["Mediation Report", "Informe de mediación"],
  ["{kind}{state}, {date}. Party A: {filesA}. Party B: {filesB}.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}${i?.state}, ${i?.date}. Parte A: ${i?.filesA}. Parte B: ${i?.filesB}.`)
}],
  ["Executive Summary", "Resumen"],
  ["Where the two documents differ most:", "Donde más difieren los dos documentos:"],
  ["The comparison reads documents written in English: their own words (the quotes, the headings and the changed words) are shown in English, as written.", "El comparador lee documentos escritos en inglés: sus propias palabras (las citas, los títulos y las palabras cambiadas) se muestran en inglés, tal como están escritas."],
  ["Conflicting Terms ({count})", (i) => {
	return /** @type {LocalizedString} */ (`Términos en conflicto (${i?.count})`)
}],
  ["Could Not Compare ({count})", (i) => {
	return /** @type {LocalizedString} */ (`No se pudieron comparar (${i?.count})`)
}],
  ["Undisclosed by the Other Party ({count})", (i) => {
	return /** @type {LocalizedString} */ (`No declarado por la otra parte (${i?.count})`)
}],
  ["Covered by One Party Only ({count})", (i) => {
	return /** @type {LocalizedString} */ (`Solo los incluye una parte (${i?.count})`)
}],
  ["Aligned in Different Words ({count})", (i) => {
	return /** @type {LocalizedString} */ (`Coinciden con otras palabras (${i?.count})`)
}],
  ["Each Party's Own Figures ({count})", (i) => {
	return /** @type {LocalizedString} */ (`Las cifras propias de cada parte (${i?.count})`)
}],
  ["Suggestions ({count})", (i) => {
	return /** @type {LocalizedString} */ (`Sugerencias (${i?.count})`)
}],
  ["No conflicting terms were found. Read the points that could not be compared: a conflict may be hiding there.", "No se encontraron términos en conflicto. Lea los puntos que no se pudieron comparar: ahí puede haber un conflicto."],
  ["These provisions are worded differently and the tool cannot tell whether they mean the same thing. Both wordings are quoted.", "Estas cláusulas están escritas de forma distinta y la herramienta no puede saber si dicen lo mismo. Se citan las dos versiones."],
  ["None.", "Ninguno."],
  ["Nothing found in one side's documents only.", "No se encontró nada que esté solo en los documentos de una parte."],
  ["{count} passage has the same wording on both sides and is set aside. | {count} passages have the same wording on both sides and are set aside.", (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pasaje dice lo mismo con las mismas palabras en las dos partes y se deja aparte.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} pasajes dicen lo mismo con las mismas palabras en las dos partes y se dejan aparte.`);
	return /** @type {LocalizedString} */ ("identical");
}],
  ["No aligned terms in different words.", "No hay términos que coincidan con otras palabras."],
  ["Each side's own income and expenses are facts to check, not points of conflict.", "Los ingresos y gastos propios de cada parte son hechos que hay que revisar, no puntos en conflicto."],
  ["Party {party}: {label}: {value}", (i) => {
	return /** @type {LocalizedString} */ (`Parte ${i?.party}: ${i?.label}: ${i?.value}`)
}],
  ["No recommendations: no conflict with figures to settle.", "No hay recomendaciones: no hay conflictos con cifras que resolver."],
  ["Suggestions worked out on this device from the documents' own figures: a figure is only proposed between the two parties' figures, and only for amounts that are negotiated. They are not legal advice.", "Sugerencias calculadas en este dispositivo con las cifras de los propios documentos: solo se propone una cifra entre las cifras de las dos partes, y solo para cantidades que se negocian. No son asesoramiento legal."],
  ["What differs on {topic}", (i) => {
	return /** @type {LocalizedString} */ (`Qué difiere en ${i?.topic}`)
}],
  ["Changed words (marked in each version):", "Palabras que cambian (marcadas en cada versión):"],
  ["{label} has: ", (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} tiene: `)
}],
  ["Not addressed in Party A's documents.", "Los documentos de la parte A no lo tratan."],
  ["Not addressed in Party B's documents.", "Los documentos de la parte B no lo tratan."],
  ["Making PDF…", "Creando el PDF…"],
  ["Download PDF Summary", "Descargar el resumen en PDF"],
  ["Email to Both Parties", "Enviar por correo a las dos partes"],
  ["Book a Mediation Session", "Reservar una sesión de mediación"],
  ["Sessions cannot be booked in EvenGround: it does not arrange mediators. Where to find one:", "En EvenGround no se pueden reservar sesiones: no organizamos mediadores. Dónde encontrar uno:"],
  ["In {state}, ask the family court in your county (its clerk or its self-help center) about family mediation: many courts run a program or keep a list of approved mediators, some free or at a reduced fee.", (i) => {
	return /** @type {LocalizedString} */ (`En ${i?.state}, pregunte en la corte de familia de su condado (a la secretaría o al centro de autoayuda) por la mediación familiar: muchas cortes tienen un programa o una lista de mediadores aprobados, algunos gratis o a precio reducido.`)
}],
  ["Ask the family court in your county (its clerk or its self-help center) about family mediation: many courts run a program or keep a list of approved mediators, some free or at a reduced fee.", "Pregunte en la corte de familia de su condado (a la secretaría o al centro de autoayuda) por la mediación familiar: muchas cortes tienen un programa o una lista de mediadores aprobados, algunos gratis o a precio reducido."],
  ["A community mediation center near you, or a family mediator recommended by a family law attorney or a legal aid office.", "Un centro de mediación comunitaria cerca de usted, o un mediador familiar que le recomiende un abogado de familia o una oficina de asistencia legal."],
  ["Take the PDF summary of this report with you: it lists where the two documents differ.", "Lleve el resumen en PDF de este informe: indica en qué difieren los dos documentos."],
  ["If there has been violence or you are afraid of the other parent, say so to the court or the mediator before you agree to mediate: you can ask to meet separately, or not to mediate at all.", "Si ha habido violencia o usted le tiene miedo al otro progenitor, dígalo a la corte o al mediador antes de aceptar la mediación: puede pedir reunirse por separado, o no hacer la mediación."],
  ["Save report", "Guardar el informe"],
  ["Save this report", "Guardar este informe"],
  ["Email to Both Parties opens your own e-mail program with a short note; add both addresses there and attach the PDF from Download PDF Summary.", "Enviar por correo a las dos partes abre su propio programa de correo con una nota breve; agregue allí las dos direcciones y adjunte el PDF de Descargar el resumen en PDF."],
  ["Compare other documents", "Comparar otros documentos"],
  ["PDF ready", "PDF listo"],
  ["mediation-summary.pdf was made on this device and downloaded.", "mediation-summary.pdf se creó en este dispositivo y se descargó."],
  ["PDF not made", "No se creó el PDF"],
  ["The PDF could not be made. Please try again.", "No se pudo crear el PDF. Inténtelo de nuevo."],
  ["Opening your protected storage…", "Abriendo su almacenamiento protegido…"],
  ["Legal custody & decision-making", "Custodia legal y toma de decisiones"],
  ["Parenting-time schedule", "Horario de tiempo de crianza"],
  ["Holidays & vacations", "Días festivos y vacaciones"],
  ["Exchanges & transportation", "Intercambios y transporte"],
  ["Child support & expenses", "Manutención de los hijos y gastos"],
  ["Health insurance & medical costs", "Seguro médico y gastos médicos"],
  ["Education", "Educación"],
  ["Relocation & travel", "Mudanza y viajes"],
  ["Communication", "Comunicación"],
  ["Spousal support", "Manutención del cónyuge"],
  ["Marital home", "Vivienda familiar"],
  ["Other property", "Otros bienes"],
  ["Debts", "Deudas"],
  ["Retirement accounts", "Cuentas de jubilación"],
  ["Taxes", "Impuestos"],
  ["Dispute resolution", "Resolución de desacuerdos"],
  ["Income & employment", "Ingresos y empleo"],
  ["Other terms", "Otros términos"],
  ["Saving…", "Guardando…"],
  ["Try saving again", "Volver a intentar guardar"],
  ["Saved in your protected storage on this device. Find it under Saved reports on this page, where you can open, rename or delete it.", "Se guardó en su almacenamiento protegido en este dispositivo. Lo encuentra en Informes guardados, en esta página, donde puede abrirlo, cambiarle el nombre o borrarlo."],
  ["Report saved", "Informe guardado"],
  ["The report is kept, encrypted, on this device.", "El informe se guarda cifrado en este dispositivo."],
  ["The report could not be saved.", "No se pudo guardar el informe."],
  ["Saved reports", "Informes guardados"],
  ["Show my saved reports", "Mostrar mis informes guardados"],
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
  ["Mediation Summary", "Resumen de mediación"],
  ["{prepared} with EvenGround, on this device.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.prepared} con EvenGround, en este dispositivo.`)
}],
  ["Suggestions only, not legal advice.", "Son solo sugerencias, no asesoramiento legal."],
  ["Changed words (in bold):", "Palabras que cambian (en negrita):"],
  ["None found.", "No se encontró ninguno."],
  ["Worded differently; the tool cannot tell whether they mean the same thing. Each party's changed words are in bold.", "Escritas de forma distinta; la herramienta no puede saber si dicen lo mismo. Las palabras que cambian de cada parte están en negrita."],
  ["{label} (in EvenGround: {href})", (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} (en EvenGround: ${i?.href})`)
}],
  ["How this report is made: an automated comparison run on this device. It splits both parties’ documents into provisions, pairs each provision with its counterpart and compares the amounts, dates, days, periods, parents and ticked options in them. No AI model is used and nothing is sent anywhere. It can miss things or pair provisions wrongly, so check every point with a mediator or attorney before relying on it.", "Cómo se hace este informe: es una comparación automática hecha en este dispositivo. Divide los documentos de las dos partes en cláusulas, empareja cada cláusula con la que le corresponde y compara las cantidades, fechas, días, períodos, padres y opciones marcadas que contienen. No se usa ningún modelo de IA y no se envía nada a ningún lugar. Se le pueden pasar cosas o puede emparejar mal las cláusulas, así que revise cada punto con un mediador o un abogado antes de confiar en él."],
  ["Open the child support estimator", "Abrir la Calculadora de manutención de los hijos"],
  ["Party {party}: {text}", (i) => {
	return /** @type {LocalizedString} */ (`Parte ${i?.party}: ${i?.text}`)
}],
  ["{kind}{state}. Party A: {filesA}. Party B: {filesB}.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}${i?.state}. Parte A: ${i?.filesA}. Parte B: ${i?.filesB}.`)
}],
  ["District of Columbia", "Distrito de Columbia"],
  ["Hawaii", "Hawái"],
  ["Louisiana", "Luisiana"],
  ["Michigan", "Míchigan"],
  ["Mississippi", "Misisipi"],
  ["Missouri", "Misuri"],
  ["New Hampshire", "Nuevo Hampshire"],
  ["New Jersey", "Nueva Jersey"],
  ["New Mexico", "Nuevo México"],
  ["New York", "Nueva York"],
  ["North Carolina", "Carolina del Norte"],
  ["North Dakota", "Dakota del Norte"],
  ["Oregon", "Oregón"],
  ["Pennsylvania", "Pensilvania"],
  ["South Carolina", "Carolina del Sur"],
  ["South Dakota", "Dakota del Sur"],
  ["West Virginia", "Virginia Occidental"],
  ["per week", "por semana"],
  ["every two weeks", "cada dos semanas"],
  ["twice a month", "dos veces al mes"],
  ["per month", "al mes"],
  ["per year", "al año"],
  ["{amount} {per}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ${i?.per}`)
}],
  ["January", "enero"],
  ["February", "febrero"],
  ["March", "marzo"],
  ["April", "abril"],
  ["May", "mayo"],
  ["June", "junio"],
  ["July", "julio"],
  ["August", "agosto"],
  ["September", "septiembre"],
  ["October", "octubre"],
  ["November", "noviembre"],
  ["December", "diciembre"],
  ["{month} {day}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.day} de ${i?.month}`)
}],
  ["{month} {day}, {year}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.day} de ${i?.month} de ${i?.year}`)
}],
  ["{h}:{mm} a.m.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.h}:${i?.mm} a.m.`)
}],
  ["{h}:{mm} p.m.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.h}:${i?.mm} p.m.`)
}],
  [", then ", ", luego "],
  ["{items}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.items}`)
}],
  ["No provisions were found in either party's documents, so there is nothing to compare. Check that the right files and document type were chosen.", "No se encontraron cláusulas en los documentos de ninguna de las partes, así que no hay nada que comparar. Revise que eligió los archivos y el tipo de documento correctos."],
  ["Compared the {kind} provision by provision.", (i) => {
	return /** @type {LocalizedString} */ (`Documentos comparados cláusula por cláusula: ${i?.kind}.`)
}],
  ["Compared the {kind} item by item.", (i) => {
	return /** @type {LocalizedString} */ (`Documentos comparados partida por partida: ${i?.kind}.`)
}],
  ["parenting agreement", "acuerdo de crianza"],
  ["custody plan", "plan de custodia"],
  ["divorce terms", "términos del divorcio"],
  ["financial disclosures", "divulgación financiera"],
  ["In conflict: {conflicting}. Could not be compared automatically (both wordings are quoted): {couldNot}. Covered only by Party A: {onlyA}; only by Party B: {onlyB}. Aligned in different words: {aligned}.", (i) => {
	return /** @type {LocalizedString} */ (`En conflicto: ${i?.conflicting}. No se pudieron comparar automáticamente (se citan las dos redacciones): ${i?.couldNot}. Solo en los documentos de la parte A: ${i?.onlyA}; solo en los de la parte B: ${i?.onlyB}. De acuerdo con otras palabras: ${i?.aligned}.`)
}],
  ["In conflict: {conflicting}. Could not be compared automatically (both wordings are quoted): {couldNot}. Listed only by Party A: {onlyA}; only by Party B: {onlyB}. Aligned in different words: {aligned}.", (i) => {
	return /** @type {LocalizedString} */ (`En conflicto: ${i?.conflicting}. No se pudieron comparar automáticamente (se citan las dos redacciones): ${i?.couldNot}. Declarados solo por la parte A: ${i?.onlyA}; solo por la parte B: ${i?.onlyB}. De acuerdo con otras palabras: ${i?.aligned}.`)
}],
  ["Same wording on both sides (set aside): {identical}.", (i) => {
	return /** @type {LocalizedString} */ (`Con la misma redacción en los dos lados (se dejan aparte): ${i?.identical}.`)
}],
  ["Conflicts are listed first.", "Los conflictos aparecen primero."],
  ["No conflict was found, which does not mean there is none: read the points that could not be compared.", "No se encontró ningún conflicto, lo que no significa que no lo haya: lea los puntos que no se pudieron comparar."],
  ["Courts in {state} apply their own rules (for example child support guidelines) whatever the parties agree; check them before signing.", (i) => {
	return /** @type {LocalizedString} */ (`Las cortes de ${i?.state} aplican sus propias reglas (por ejemplo, las guías de manutención de los hijos), acuerden lo que acuerden las partes; revíselas antes de firmar.`)
}],
  ["Where the children live and the schedule", "Dónde viven los hijos y el horario"],
  ["Decision-making", "Toma de decisiones"],
  ["Child support", "Manutención de los hijos"],
  ["Moving away", "Mudanza"],
  ["{topic}: {text}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.topic}: ${i?.text}`)
}],
  ["{topic} · {text}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.topic} · ${i?.text}`)
}],
  ["{topic}: Party A says {a}; Party B says {b}.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.topic}: según la parte A, ${i?.a}; según la parte B, ${i?.b}.`)
}],
  ["{topic} · {label}: Party A says {a}; Party B says {b}.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.topic} · ${i?.label}: según la parte A, ${i?.a}; según la parte B, ${i?.b}.`)
}],
  ["{topic}: the two documents differ.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.topic}: los dos documentos difieren.`)
}],
  ["Party A: {a}. Party B: {b}.", (i) => {
	return /** @type {LocalizedString} */ (`Parte A: ${i?.a}. Parte B: ${i?.b}.`)
}],
  ["{label}: Party A says {a}; Party B says {b}.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: según la parte A, ${i?.a}; según la parte B, ${i?.b}.`)
}],
  ["Amount", "Monto"],
  ["Share", "Porcentaje"],
  ["Period", "Plazo"],
  ["Notice", "Aviso"],
  ["Number", "Número"],
  ["Time", "Hora"],
  ["Date", "Fecha"],
  ["Day", "Día"],
  ["Which weeks", "Qué semanas"],
  ["Which years", "Qué años"],
  ["Which parent", "Qué progenitor"],
  ["Distance", "Distancia"],
  ["Ticked options", "Opciones marcadas"],
  ["Waiver", "Renuncia"],
  ["How often", "Con qué frecuencia"],
  ["none", "ninguno"],
  ["{parent} in {years}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.parent} en los ${i?.years}`)
}],
  ["Which parent: Party A names {a}; Party B names {b}.", (i) => {
	return /** @type {LocalizedString} */ (`Qué progenitor: la parte A nombra a ${i?.a}; la parte B nombra a ${i?.b}.`)
}],
  ["Waiver: Party {p} waives it; Party {q} does not.", (i) => {
	return /** @type {LocalizedString} */ (`Renuncia: la parte ${i?.p} renuncia; la parte ${i?.q}, no.`)
}],
  ["Waiver: Party {p} waives it; Party {q} asks for {asked}.", (i) => {
	return /** @type {LocalizedString} */ (`Renuncia: la parte ${i?.p} renuncia; la parte ${i?.q} pide ${i?.asked}.`)
}],
  ["the Mother", "la madre"],
  ["the Father", "el padre"],
  ["the Petitioner", "la parte demandante"],
  ["the Respondent", "la parte demandada"],
  ["both parents", "ambos progenitores"],
  ["the children", "los hijos"],
  ["the Wife", "la esposa"],
  ["the Husband", "el esposo"],
  ["the Possessory Conservator", "el tutor posesorio"],
  ["the Managing Conservator", "el tutor de representación"],
  ["the custodial parent", "el progenitor con la custodia"],
  ["the noncustodial parent", "el progenitor sin la custodia"],
  ["the residential parent", "el progenitor con quien viven los hijos"],
  ["the nonresidential parent", "el progenitor con quien no viven los hijos"],
  ["\"{label}\" ticked", (i) => {
	return /** @type {LocalizedString} */ (`“${i?.label}” marcado`)
}],
  ["\"{label}\" not ticked", (i) => {
	return /** @type {LocalizedString} */ (`“${i?.label}” sin marcar`)
}],
  ["when school is dismissed", "a la salida de la escuela"],
  ["when school resumes", "cuando se reanudan las clases"],
  ["{n}%", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n}%`)
}],
  ["{ords} {noun}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.ords} ${i?.noun}`)
}],
  ["1st", "1.º"],
  ["2nd", "2.º"],
  ["3rd", "3.º"],
  ["4th", "4.º"],
  ["5th", "5.º"],
  ["last", "último"],
  ["Monday", "lunes"],
  ["Tuesday", "martes"],
  ["Wednesday", "miércoles"],
  ["Thursday", "jueves"],
  ["Friday", "viernes"],
  ["Saturday", "sábado"],
  ["Sunday", "domingo"],
  ["weekend", "fin de semana"],
  ["week", "semana"],
  ["day", "día"],
  ["month", "mes"],
  ["year", "año"],
  ["every {unit}", (i) => {
	return /** @type {LocalizedString} */ (`cada ${i?.unit}`)
}],
  ["every other {unit}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.unit} por medio`)
}],
  ["{n} times a {unit}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} veces por ${i?.unit}`)
}],
  ["every other weekend", "fines de semana alternos"],
  ["every other week", "semanas alternas"],
  ["every other Friday", "viernes alternos"],
  ["equal time ({words})", (i) => {
	return /** @type {LocalizedString} */ (`tiempo igual (${i?.words})`)
}],
  ["equal time (alternating weeks)", "tiempo igual (semanas alternas)"],
  ["primary home with one parent", "hogar principal con uno de los progenitores"],
  ["weekdays split between the two homes", "días de la semana repartidos entre los dos hogares"],
  ["even-numbered years", "años pares"],
  ["odd-numbered years", "años impares"],
  ["{n} miles", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} millas`)
}],
  ["{n} mile", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} milla`)
}],
  ["{n} km", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} km`)
}],
  ["{n} minute", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} minuto`)
}],
  ["{n} minutes", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} minutos`)
}],
  ["{n} hour", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} hora`)
}],
  ["{n} hours", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} horas`)
}],
  ["{n} day", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} día`)
}],
  ["{n} days", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} días`)
}],
  ["{n} week", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} semana`)
}],
  ["{n} weeks", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} semanas`)
}],
  ["{n} month", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} mes`)
}],
  ["{n} months", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} meses`)
}],
  ["{n} year", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} año`)
}],
  ["{n} years", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} años`)
}],
  ["{n} business day", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} día hábil`)
}],
  ["{n} business days", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} días hábiles`)
}],
  ["{n} overnights", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} noches`)
}],
  ["{n} weekends", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} fines de semana`)
}],
  ["{n} visits", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} visitas`)
}],
  ["{n} payments", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} pagos`)
}],
  ["{n} installments", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} cuotas`)
}],
  ["{n} calls", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} llamadas`)
}],
  ["{n} children", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} hijos`)
}],
  ["Mediation summary: {kind}", (i) => {
	return /** @type {LocalizedString} */ (`Resumen de mediación: ${i?.kind}`)
}],
  ["Hello,\n\nAttached is the EvenGround mediation summary ({file}) comparing our {kind} documents, made on {date}: {conflicting} in conflict, {couldNot} to check by hand, {oneSided} covered by one side only.\n\nIt is an automated comparison, not legal advice; please read it before we talk.\n", (i) => {
	return /** @type {LocalizedString} */ (`Hola:

Adjunto el resumen de mediación de EvenGround (${i?.file}) que compara nuestros documentos (${i?.kind}), hecho el ${i?.date}: ${i?.conflicting} en conflicto, ${i?.couldNot} para revisar a mano, ${i?.oneSided} que solo cubre una de las partes.

Es una comparación automática, no asesoramiento legal; por favor, léalo antes de que hablemos.
`)
}],
  ["mediation-summary.pdf", "resumen-de-mediacion.pdf"],
  [" or ", " o "],
  [" and ", " y "],
  ["joint decision-making", "toma de decisiones conjunta"],
  ["sole decision-making", "toma de decisiones exclusiva"],
  ["sole decision-making for {parent}", (i) => {
	return /** @type {LocalizedString} */ (`toma de decisiones exclusiva para ${i?.parent}`)
}],
  ["decisions on {areas}", (i) => {
	return /** @type {LocalizedString} */ (`decisiones sobre ${i?.areas}`)
}],
  ["education", "la educación"],
  ["health care", "la atención médica"],
  ["religion", "la religión"],
  ["extracurricular activities", "las actividades extracurriculares"],
  ["child care", "el cuidado de los hijos"],
  ["welfare", "el bienestar"],
  ["the parents decide {area} jointly", (i) => {
	return /** @type {LocalizedString} */ (`los progenitores deciden juntos sobre ${i?.area}`)
}],
  ["{parent} decides {area}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.parent} decide sobre ${i?.area}`)
}],
  ["{parent} decides after consulting {other}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.parent} decide después de consultarlo con ${i?.other}`)
}],
  ["the parents consult each other", "los progenitores se consultan entre sí"],
  ["{parent} has the final say", (i) => {
	return /** @type {LocalizedString} */ (`${i?.parent} tiene la última palabra`)
}],
  ["a decision-maker decides", "decide una persona designada para ello"],
  ["an arbitrator decides", "decide un árbitro"],
  ["the court decides", "decide la corte"],
  ["a parenting consultant decides", "decide un coordinador de parentalidad"],
  ["the recommendation of the {name} decides", (i) => {
	return /** @type {LocalizedString} */ (`decide la recomendación de: ${i?.name}`)
}],
  ["mediation, no one decides for the parents", "mediación, nadie decide por los progenitores"],
  ["mediation first through the court's own service", "primero, mediación con el servicio de la propia corte"],
  ["mediation first with a private mediator", "primero, mediación con un mediador privado"],
  ["{days} to object after the notice", (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} para oponerse después del aviso`)
}],
  ["notice as soon as practicable", "aviso lo antes posible"],
  ["notice {days} before the move", (i) => {
	return /** @type {LocalizedString} */ (`aviso ${i?.days} antes de la mudanza`)
}],
  ["notice {days} before a trip away", (i) => {
	return /** @type {LocalizedString} */ (`aviso ${i?.days} antes de un viaje fuera del estado o del país`)
}],
  ["a trip away needs the other parent's consent", "un viaje fuera del estado o del país necesita el consentimiento del otro progenitor"],
  ["the parents keep each other informed about the children", "los progenitores se mantienen informados sobre los hijos"],
  ["the case is not discussed with the children", "no se habla del caso con los hijos"],
  ["the parent whose time it is takes the children to activities", "el progenitor al que le toca lleva a los hijos a sus actividades"],
  ["{activity} continue", (i) => {
	return /** @type {LocalizedString} */ (`siguen las actividades: ${i?.activity}`)
}],
  ["nothing about the children on social media", "nada sobre los hijos en las redes sociales"],
  ["nothing about the children on social media without both parents agreeing", "nada sobre los hijos en las redes sociales sin el acuerdo de ambos progenitores"],
  ["the other parent is asked first before an overnight sitter", "se pregunta primero al otro progenitor antes de dejar a los hijos con una niñera por la noche"],
  ["the other parent is asked first for care over {n} hours", (i) => {
	return /** @type {LocalizedString} */ (`se pregunta primero al otro progenitor si hace falta cuidado de más de ${i?.n} horas`)
}],
  ["the other parent is asked first before a sitter", "se pregunta primero al otro progenitor antes de recurrir a una niñera"],
  ["changes of address, telephone or work told within {days}", (i) => {
	return /** @type {LocalizedString} */ (`cambios de dirección, teléfono o trabajo avisados en un plazo de ${i?.days}`)
}],
  ["the other parent's written consent is needed", "se necesita el consentimiento por escrito del otro progenitor"],
  ["the court's approval is needed", "se necesita la aprobación de la corte"],
  ["day-to-day decisions by the parent the children are with", "las decisiones del día a día las toma el progenitor con quien estén los hijos"],
  ["mediation before going to court", "mediación antes de ir a la corte"],
  ["the {thing} chosen by {parent}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.thing} que elige ${i?.parent}`)
}],
  ["the {thing} chosen jointly", (i) => {
	return /** @type {LocalizedString} */ (`${i?.thing} que eligen de común acuerdo`)
}],
  ["mediator", "el mediador"],
  ["parenting coordinator", "el coordinador de parentalidad"],
  ["counselor", "el consejero"],
  ["doctor", "el médico"],
  ["school", "la escuela"],
  ["disputes go to a parenting consultant first", "los desacuerdos van primero a un coordinador de parentalidad"],
  ["in effect until the children are emancipated", "vigente hasta la emancipación de los hijos"],
  ["calls at any reasonable time", "llamadas a cualquier hora razonable"],
  ["calls every day", "llamadas todos los días"],
  ["no disparaging remarks about the other parent", "ningún comentario despectivo sobre el otro progenitor"],
  ["no disparaging remarks where the children can hear", "ningún comentario despectivo donde los hijos puedan oírlo"],
  ["schools in {place}", (i) => {
	return /** @type {LocalizedString} */ (`escuelas de ${i?.place}`)
}],
  ["{parent}'s address for school", (i) => {
	return /** @type {LocalizedString} */ (`la dirección de ${i?.parent} para la escuela`)
}],
  ["by {channels}", (i) => {
	return /** @type {LocalizedString} */ (`por ${i?.channels}`)
}],
  ["text message", "mensaje de texto"],
  ["email", "correo electrónico"],
  ["telephone", "teléfono"],
  ["a co-parenting app", "una aplicación de crianza compartida"],
  ["a shared notebook", "un cuaderno compartido"],
  ["replies within {n} hours", (i) => {
	return /** @type {LocalizedString} */ (`respuesta en un plazo de ${i?.n} horas`)
}],
  ["no child support is paid", "no se paga manutención de los hijos"],
  ["no spousal support is paid", "no se paga manutención del cónyuge"],
  ["{parent} pays child support", (i) => {
	return /** @type {LocalizedString} */ (`${i?.parent} paga la manutención de los hijos`)
}],
  ["{parent} pays spousal support", (i) => {
	return /** @type {LocalizedString} */ (`${i?.parent} paga la manutención del cónyuge`)
}],
  ["child support of {amount}", (i) => {
	return /** @type {LocalizedString} */ (`manutención de los hijos de ${i?.amount}`)
}],
  ["{parent} earns {amount}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.parent} gana ${i?.amount}`)
}],
  ["spousal support of {amount}", (i) => {
	return /** @type {LocalizedString} */ (`manutención del cónyuge de ${i?.amount}`)
}],
  ["{parent} carries the health insurance", (i) => {
	return /** @type {LocalizedString} */ (`${i?.parent} tiene a su cargo el seguro médico`)
}],
  ["uncovered costs split equally", "gastos no cubiertos a partes iguales"],
  ["uncovered costs split in proportion to incomes", "gastos no cubiertos en proporción a los ingresos"],
  ["uncovered costs split {father} {f}%, {mother} {m}%", (i) => {
	return /** @type {LocalizedString} */ (`gastos no cubiertos: ${i?.father}, ${i?.f}%; ${i?.mother}, ${i?.m}%`)
}],
  ["uncovered costs split {shares}", (i) => {
	return /** @type {LocalizedString} */ (`gastos no cubiertos repartidos ${i?.shares}`)
}],
  ["{parent} pays all uncovered costs", (i) => {
	return /** @type {LocalizedString} */ (`${i?.parent} paga todos los gastos no cubiertos`)
}],
  ["{parent} pays all of it", (i) => {
	return /** @type {LocalizedString} */ (`${i?.parent} lo paga todo`)
}],
  ["each parent pays half", "cada progenitor paga la mitad"],
  ["{father} pays {f}%, {mother} {m}%", (i) => {
	return /** @type {LocalizedString} */ (`${i?.father} paga el ${i?.f}%, ${i?.mother} el ${i?.m}%`)
}],
  ["each parent pays their own", "cada progenitor paga lo suyo"],
  ["shared in proportion to incomes", "se reparte en proporción a los ingresos"],
  ["claims the children for taxes: {holders}", (i) => {
	return /** @type {LocalizedString} */ (`declaración de los hijos en los impuestos: ${i?.holders}`)
}],
  ["each parent claims one of the children", "cada progenitor declara a uno de los hijos"],
  ["{parent} claims the children every year", (i) => {
	return /** @type {LocalizedString} */ (`${i?.parent} declara a los hijos todos los años`)
}],
  ["the children live mainly with {parent}", (i) => {
	return /** @type {LocalizedString} */ (`los hijos viven principalmente con ${i?.parent}`)
}],
  ["the children live with each parent ({pattern})", (i) => {
	return /** @type {LocalizedString} */ (`los hijos viven con cada progenitor (${i?.pattern})`)
}],
  ["alternating weeks", "semanas alternas"],
  ["equal time", "tiempo igual"],
  ["a {name} rotation", (i) => {
	return /** @type {LocalizedString} */ (`una rotación ${i?.name}`)
}],
  ["the {weeks} weekends of the month", (i) => {
	return /** @type {LocalizedString} */ (`los fines de semana ${i?.weeks} de cada mes`)
}],
  ["first", "primero"],
  ["second", "segundo"],
  ["third", "tercero"],
  ["fourth", "cuarto"],
  ["fifth", "quinto"],
  ["{n} days a year with {parent}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} días al año con ${i?.parent}`)
}],
  ["midweek time on {days}", (i) => {
	return /** @type {LocalizedString} */ (`tiempo entre semana: ${i?.days}`)
}],
  ["midweek time on {days} overnight", (i) => {
	return /** @type {LocalizedString} */ (`tiempo entre semana: ${i?.days}, con la noche incluida`)
}],
  ["{n} weeks of summer time", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} semanas de verano`)
}],
  ["{n} days of summer time", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} días de verano`)
}],
  ["{n} week of summer time", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} semana de verano`)
}],
  ["each parent has summer weeks", "cada progenitor tiene semanas de verano"],
  ["the summer weeks are {parent}'s", (i) => {
	return /** @type {LocalizedString} */ (`las semanas de verano son de ${i?.parent}`)
}],
  ["the children change homes on {day} at {time}", (i) => {
	return /** @type {LocalizedString} */ (`los hijos cambian de casa el ${i?.day} a las ${i?.time}`)
}],
  ["Party {p}: {value}. Party {q}: not stated.", (i) => {
	return /** @type {LocalizedString} */ (`Parte ${i?.p}: ${i?.value}. Parte ${i?.q}: no lo dice.`)
}],
  ["Party {p}: {value}. Party {q} says something different in another part: {other}.", (i) => {
	return /** @type {LocalizedString} */ (`Parte ${i?.p}: ${i?.value}. Parte ${i?.q} dice algo distinto en otra parte: ${i?.other}.`)
}],
  ["day-to-day decisions by {parent}", (i) => {
	return /** @type {LocalizedString} */ (`las decisiones del día a día las toma ${i?.parent}`)
}],
  ["{parent} pays {debt}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.parent} paga ${i?.debt}`)
}],
  ["each parent pays half of {debt}", (i) => {
	return /** @type {LocalizedString} */ (`cada progenitor paga la mitad de ${i?.debt}`)
}],
  ["{father} pays {fp}% of {debt}, {mother} {mp}%", (i) => {
	return /** @type {LocalizedString} */ (`${i?.father} paga el ${i?.fp}% de ${i?.debt}, ${i?.mother} el ${i?.mp}%`)
}],
  ["calls or video chats once a week", "llamadas o videollamadas una vez por semana"],
  ["calls or video chats {n} times a week", (i) => {
	return /** @type {LocalizedString} */ (`llamadas o videollamadas ${i?.n} veces por semana`)
}],
  ["{holiday} with {persona}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.holiday} con ${i?.persona}`)
}],
  ["trips away of at most {n} days", (i) => {
	return /** @type {LocalizedString} */ (`viajes fuera de ${i?.n} días como máximo`)
}],
  ["consent to a trip is not refused without a good reason", "el consentimiento para un viaje no se niega sin un buen motivo"],
  ["a passport only with the other parent's consent", "un pasaporte solo con el consentimiento del otro progenitor"],
  ["a passport only with the other parent's consent or a court order", "un pasaporte solo con el consentimiento del otro progenitor o una orden judicial"],
  ["the whole leave with the parent on leave", "todo el permiso con el progenitor que está de permiso"],
  ["up to {n} days of each leave with the parent on leave", (i) => {
	return /** @type {LocalizedString} */ (`hasta ${i?.n} días de cada permiso con el progenitor que está de permiso`)
}],
  ["exchanges at the police station", "intercambios en la estación de policía"],
  ["curbside exchanges", "intercambios junto a la acera"],
  ["exchanges at a grandparent's home", "intercambios en casa de un abuelo o una abuela"],
  ["exchanges at {parent}'s home", (i) => {
	return /** @type {LocalizedString} */ (`intercambios en la casa de ${i?.parent}`)
}],
  ["exchanges at the residence of {parent}", (i) => {
	return /** @type {LocalizedString} */ (`intercambios en la residencia de ${i?.parent}`)
}],
  ["exchanges at school", "intercambios en la escuela"],
  ["exchanges at {place}", (i) => {
	return /** @type {LocalizedString} */ (`intercambios en ${i?.place}`)
}],
  ["{parent} does all the driving", (i) => {
	return /** @type {LocalizedString} */ (`${i?.parent} hace todos los traslados`)
}],
  ["the parent receiving the children picks them up", "el progenitor que recibe a los hijos los recoge"],
  ["the parent ending their time brings the children", "el progenitor cuyo tiempo termina lleva a los hijos"],
  ["the parents share the driving", "los progenitores se reparten los traslados"],
  ["{holiday} with {parent} every year", (i) => {
	return /** @type {LocalizedString} */ (`${i?.holiday} con ${i?.parent} todos los años`)
}],
  ["{holiday}: alternating, {parent} in even-numbered years", (i) => {
	return /** @type {LocalizedString} */ (`${i?.holiday}: en años alternos, ${i?.parent} en los años pares`)
}],
  ["{holiday}: split between the parents", (i) => {
	return /** @type {LocalizedString} */ (`${i?.holiday}: se reparte entre los progenitores`)
}],
  ["{holiday}: split, the first half with {parent} in even-numbered years", (i) => {
	return /** @type {LocalizedString} */ (`${i?.holiday}: se reparte, la primera mitad con ${i?.parent} en los años pares`)
}],
  ["Thanksgiving", "el Día de Acción de Gracias"],
  ["Christmas Eve", "la Nochebuena"],
  ["Christmas Day", "el día de Navidad"],
  ["Christmas", "la Navidad"],
  ["the winter break", "las vacaciones de invierno"],
  ["the spring break", "las vacaciones de primavera"],
  ["Easter", "la Pascua"],
  ["Mother's Day", "el Día de la Madre"],
  ["Father's Day", "el Día del Padre"],
  ["New Year's", "el Año Nuevo"],
  ["the Fourth of July", "el 4 de julio"],
  ["Memorial Day", "el Día de los Caídos"],
  ["Labor Day", "el Día del Trabajo"],
  ["Halloween", "Halloween"],
  ["Mardi Gras", "Mardi Gras"],
  ["Martin Luther King Day", "el Día de Martin Luther King"],
  ["Presidents' Day", "el Día de los Presidentes"],
  ["Diwali", "Diwali"],
  ["Hanukkah", "Janucá"],
  ["Eid", "el Eid"],
  ["Rosh Hashanah", "Rosh Hashaná"],
  ["Yom Kippur", "Yom Kipur"],
  ["Passover", "la Pascua judía"],
  ["the Lunar New Year", "el Año Nuevo lunar"],
  ["Kwanzaa", "Kwanzaa"],
  ["Juneteenth", "Juneteenth"],
  ["the children's birthdays", "los cumpleaños de los hijos"],
  ["{holiday} with the parent who has the regular schedule", (i) => {
	return /** @type {LocalizedString} */ (`${i?.holiday} con el progenitor al que le toque según el calendario habitual`)
}],
  ["{holiday}: time with the parent who does not have the children that day", (i) => {
	return /** @type {LocalizedString} */ (`${i?.holiday}: un rato con el progenitor al que no le toca ese día`)
}],
  ["holiday time comes before the regular schedule", "el tiempo de las fiestas va antes que el calendario habitual"],
  ["both parents have access to the children's records", "ambos progenitores tienen acceso a los expedientes de los hijos"],
  ["half of the summer", "la mitad del verano"],
  ["in the summer, the regular schedule continues", "en verano sigue el calendario habitual"],
  ["in the summer, {pattern}", (i) => {
	return /** @type {LocalizedString} */ (`en verano, ${i?.pattern}`)
}],
  ["the weeks chosen by {date}", (i) => {
	return /** @type {LocalizedString} */ (`las semanas elegidas a más tardar el ${i?.date}`)
}],
  ["{n} weeks of vacation with the children", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} semanas de vacaciones con los hijos`)
}],
  ["{n} week of vacation with the children", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} semana de vacaciones con los hijos`)
}],
  ["vacation notice {days} ahead", (i) => {
	return /** @type {LocalizedString} */ (`aviso de vacaciones con ${i?.days} de antelación`)
}],
  ["a move of more than {miles} miles", (i) => {
	return /** @type {LocalizedString} */ (`una mudanza de más de ${i?.miles} millas`)
}],
  ["a move out of the state", "una mudanza fuera del estado"],
  ["joint physical custody", "custodia física compartida"],
  ["sole physical custody with {parent}", (i) => {
	return /** @type {LocalizedString} */ (`custodia física exclusiva con ${i?.parent}`)
}],
  ["primary physical custody with {parent}", (i) => {
	return /** @type {LocalizedString} */ (`custodia física principal con ${i?.parent}`)
}],
  ["{role} is {legal}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.role} es ${i?.legal}`)
}],
  ["Wording: Party A's text has {a} where Party B's has {b}.", (i) => {
	return /** @type {LocalizedString} */ (`Redacción: el texto de la parte A dice ${i?.a} donde el de la parte B dice ${i?.b}.`)
}],
  ["Wording: only Party {p}'s text has {words}, which changes what it says.", (i) => {
	return /** @type {LocalizedString} */ (`Redacción: solo el texto de la parte ${i?.p} dice ${i?.words}, lo que cambia su sentido.`)
}],
  ["Names: Party A says {a}; Party B says {b}.", (i) => {
	return /** @type {LocalizedString} */ (`Nombres: según la parte A, ${i?.a}; según la parte B, ${i?.b}.`)
}],
  ["\"{w}\"", (i) => {
	return /** @type {LocalizedString} */ (`“${i?.w}”`)
}],
  ["[X] ticked", "[X] marcado"],
  ["[ ] not ticked", "[ ] sin marcar"],
  ["Ticked options: Party A ticks {a}; Party B ticks {b}.", (i) => {
	return /** @type {LocalizedString} */ (`Opciones marcadas: la parte A marca ${i?.a}; la parte B marca ${i?.b}.`)
}],
  ["Shares: Party A says {a}; Party B says {b}.", (i) => {
	return /** @type {LocalizedString} */ (`Porcentajes: según la parte A, ${i?.a}; según la parte B, ${i?.b}.`)
}],
  ["Income of the same person: Party A states {a}; Party B states {b}.", (i) => {
	return /** @type {LocalizedString} */ (`Ingresos de la misma persona: la parte A declara ${i?.a}; la parte B declara ${i?.b}.`)
}],
  ["{label}: Party A lists {a}; Party B lists {b}.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: la parte A declara ${i?.a}; la parte B declara ${i?.b}.`)
}],
  ["Amount owed", "Monto adeudado"],
  ["Monthly payment", "Pago mensual"],
  ["Value", "Valor"],
  ["Undisclosed by Party {other}: Party {party} lists this debt ({values}); Party {other}'s disclosure does not.", (i) => {
	return /** @type {LocalizedString} */ (`No declarado por la parte ${i?.other}: la parte ${i?.party} declara esta deuda (${i?.values}); la declaración de la parte ${i?.other}, no.`)
}],
  ["Undisclosed by Party {other}: Party {party} lists this item ({values}); Party {other}'s disclosure does not.", (i) => {
	return /** @type {LocalizedString} */ (`No declarado por la parte ${i?.other}: la parte ${i?.party} declara esta partida (${i?.values}); la declaración de la parte ${i?.other}, no.`)
}],
  ["Only in Party {party}'s document: {heading}.", (i) => {
	return /** @type {LocalizedString} */ (`Solo en el documento de la parte ${i?.party}: ${i?.heading}.`)
}],
  ["{amount} per child", (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} por hijo`)
}],
  ["The two values are for the same item, so do not split the difference: agree one valuation date and have it valued the same way for both (a joint appraisal for real estate or a vehicle, a statement as of that date for an account or a debt).", "Los dos valores son del mismo bien, así que no reparta la diferencia: acuerden una fecha de valoración y háganlo valorar de la misma manera para los dos (una tasación conjunta para un inmueble o un vehículo, un estado de cuenta a esa fecha para una cuenta o una deuda)."],
  ["Child support is set by {where}, and a court checks any agreed amount against them. Work out the guideline amount for your incomes and overnights with the child support estimator: if it lies between the two offers (Party A {a}, Party B {b}), it is a fair place to meet; if it lies outside them, write down why the agreed figure differs from the guideline.", (i) => {
	return /** @type {LocalizedString} */ (`La manutención de los hijos la fijan ${i?.where}, y la corte compara con ellas cualquier monto acordado. Calcule el monto de las guías para sus ingresos y noches con la Calculadora de manutención de los hijos: si queda entre las dos ofertas (parte A ${i?.a}, parte B ${i?.b}), es un punto justo de encuentro; si queda fuera, anote por qué la cifra acordada difiere de las guías.`)
}],
  ["{state}'s child support guidelines", (i) => {
	return /** @type {LocalizedString} */ (`las guías de manutención de los hijos de ${i?.state}`)
}],
  ["your state's child support guidelines", "las guías de manutención de los hijos de su estado"],
  ["{state}'s guideline, the one the child support estimator works out: {law}.", (i) => {
	return /** @type {LocalizedString} */ (`Las guías de ${i?.state}, las mismas que calcula la Calculadora de manutención de los hijos: ${i?.law}.`)
}],
  ["What {state}'s guideline gives: {gives}, as the child support estimator works it out from the documents' figures ({inputs}).", (i) => {
	return /** @type {LocalizedString} */ (`Lo que dan las guías de ${i?.state}: ${i?.gives}, según el cálculo de la Calculadora de manutención de los hijos con las cifras de los documentos (${i?.inputs}).`)
}],
  ["What {state}'s guideline gives: {gives}, as the child support estimator works it out from either side's figures (Party A: {ina}. Party B: {inb}).", (i) => {
	return /** @type {LocalizedString} */ (`Lo que dan las guías de ${i?.state}: ${i?.gives}, según el cálculo de la Calculadora de manutención de los hijos con las cifras de cualquiera de las dos partes (parte A: ${i?.ina}. Parte B: ${i?.inb}).`)
}],
  ["{amount}, paid by {payer}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}, que paga ${i?.payer}`)
}],
  ["no payment either way", "ningún pago de un progenitor al otro"],
  ["Source: {law}. In force: {effective}.", (i) => {
	return /** @type {LocalizedString} */ (`Fuente: ${i?.law}. Vigencia: ${i?.effective}.`)
}],
  ["Child-care and health-insurance costs are not counted in this figure; the estimator adds them.", "Esta cifra no cuenta los costos del cuidado infantil ni del seguro médico; la Calculadora los suma."],
  ["{payer} pays {amount}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.payer} paga ${i?.amount}`)
}],
  ["It lies between the two offers (Party A: {a}; Party B: {b}), so it is the suggested figure.", (i) => {
	return /** @type {LocalizedString} */ (`Queda entre las dos ofertas (parte A: ${i?.a}; parte B: ${i?.b}), así que es la cifra sugerida.`)
}],
  ["Suggested figure: {amount}, although it is above both offers (Party A: {a}; Party B: {b}): a court starts from the guideline and accepts less only for a reason the agreement states.", (i) => {
	return /** @type {LocalizedString} */ (`Cifra sugerida: ${i?.amount}, aunque queda por encima de las dos ofertas (parte A: ${i?.a}; parte B: ${i?.b}): la corte parte de las guías y solo acepta menos por un motivo que el acuerdo explique.`)
}],
  ["Suggested figure: {offer}, Party {p}'s offer, the one closer to the guideline: both offers (Party A: {a}; Party B: {b}) are above the guideline figure, which parents may agree to, but the agreement should say that it is above the guideline and why.", (i) => {
	return /** @type {LocalizedString} */ (`Cifra sugerida: ${i?.offer}, la oferta de la parte ${i?.p}, la más cercana a las guías: las dos ofertas (parte A: ${i?.a}; parte B: ${i?.b}) quedan por encima de la cifra de las guías, lo que los padres pueden acordar, pero el acuerdo debe decir que queda por encima de las guías y por qué.`)
}],
  ["What {state}'s guideline gives, as the child support estimator works it out: {a} on Party A's figures ({ina}), and {b} on Party B's ({inb}). The documents differ on the figures the guideline reads: settle those first, and the guideline figure for them is the place to meet.", (i) => {
	return /** @type {LocalizedString} */ (`Lo que dan las guías de ${i?.state}, según el cálculo de la Calculadora de manutención de los hijos: ${i?.a} con las cifras de la parte A (${i?.ina}), y ${i?.b} con las de la parte B (${i?.inb}). Los documentos difieren en las cifras que usan las guías: acuerden esas primero, y la cifra de las guías para ellas es el punto de encuentro.`)
}],
  ["The documents do not give everything {state}'s guideline needs: {missing}. Enter them in the child support estimator to get the guideline figure: if it lies between the two offers (Party A: {a}; Party B: {b}), it is a fair place to meet; if it lies outside them, write down why the agreed figure differs from the guideline.", (i) => {
	return /** @type {LocalizedString} */ (`Los documentos no dan todo lo que necesitan las guías de ${i?.state}: ${i?.missing}. Anótelo en la Calculadora de manutención de los hijos para obtener la cifra de las guías: si queda entre las dos ofertas (parte A: ${i?.a}; parte B: ${i?.b}), es un punto justo de encuentro; si queda fuera, anote por qué la cifra acordada difiere de las guías.`)
}],
  ["{parent}'s gross monthly income", (i) => {
	return /** @type {LocalizedString} */ (`el ingreso bruto mensual de ${i?.parent}`)
}],
  ["{parent}'s net monthly income (after taxes)", (i) => {
	return /** @type {LocalizedString} */ (`el ingreso neto mensual de ${i?.parent} (después de impuestos)`)
}],
  ["the number of children", "el número de hijos"],
  ["how many nights a year the children spend with each parent", "cuántas noches al año pasan los hijos con cada progenitor"],
  ["{parent}'s income {amount}", (i) => {
	return /** @type {LocalizedString} */ (`ingreso de ${i?.parent}: ${i?.amount}`)
}],
  ["{parent}'s gross income {amount}", (i) => {
	return /** @type {LocalizedString} */ (`ingreso bruto de ${i?.parent}: ${i?.amount}`)
}],
  ["{parent}'s net income {amount}", (i) => {
	return /** @type {LocalizedString} */ (`ingreso neto de ${i?.parent}: ${i?.amount}`)
}],
  ["1 child", "1 hijo"],
  ["{count} children", (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} hijos`)
}],
  ["equal time, {n} nights a year with each parent", (i) => {
	return /** @type {LocalizedString} */ (`tiempo igual, ${i?.n} noches al año con cada progenitor`)
}],
  ["{a} and {b} nights a year", (i) => {
	return /** @type {LocalizedString} */ (`${i?.a} y ${i?.b} noches al año`)
}],
  ["{parent} {n}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.parent} ${i?.n}`)
}],
  ["A figure between the two offers, for example {mid} (Party A {a}, Party B {b}), checked against the state guideline where one applies.", (i) => {
	return /** @type {LocalizedString} */ (`Una cifra entre las dos ofertas, por ejemplo ${i?.mid} (parte A ${i?.a}, parte B ${i?.b}), comparada con las guías del estado cuando las haya.`)
}],
  ["The two amounts are on different bases (one-time against recurring): put both on the same basis before choosing a figure between them.", "Los dos montos tienen bases distintas (un pago único frente a pagos periódicos): póngalos en la misma base antes de elegir una cifra entre ellos."],
  ["Party A {a}, Party B {b}", (i) => {
	return /** @type {LocalizedString} */ (`parte A ${i?.a}, parte B ${i?.b}`)
}],
  ["Party A {a}; Party B {b}", (i) => {
	return /** @type {LocalizedString} */ (`parte A ${i?.a}; parte B ${i?.b}`)
}],
  ["Party A says {a}; Party B says {b}", (i) => {
	return /** @type {LocalizedString} */ (`según la parte A, ${i?.a}; según la parte B, ${i?.b}`)
}],
  ["Party {p} waives it; Party {q} asks for {asked}", (i) => {
	return /** @type {LocalizedString} */ (`la parte ${i?.p} renuncia; la parte ${i?.q} pide ${i?.asked}`)
}],
  ["Party {p} waives it; Party {q} asks for it", (i) => {
	return /** @type {LocalizedString} */ (`la parte ${i?.p} renuncia; la parte ${i?.q} lo pide`)
}],
  ["Options to talk through: no payment (Party {p}), {asked} (Party {q}), or a smaller payment for a fixed term between the two, for example {mid} with an end date.", (i) => {
	return /** @type {LocalizedString} */ (`Opciones para hablar: ningún pago (parte ${i?.p}), ${i?.asked} (parte ${i?.q}) o un pago menor por un plazo fijo entre los dos, por ejemplo ${i?.mid} con una fecha de fin.`)
}],
  ["One side gives this up and the other keeps it: a point to settle with a mediator or attorney before signing.", "Una parte renuncia a esto y la otra lo mantiene: es un punto para resolver con un mediador o un abogado antes de firmar."],
  ["Agree the share once the value is settled.", "Acuerden el porcentaje una vez fijado el valor."],
  ["A share between the two, for example {x}% / {y}%.", (i) => {
	return /** @type {LocalizedString} */ (`Un porcentaje entre los dos, por ejemplo ${i?.x}% / ${i?.y}%.`)
}],
  ["A length between the two, for example {length}.", (i) => {
	return /** @type {LocalizedString} */ (`Una duración entre las dos, por ejemplo ${i?.length}.`)
}],
  ["Choose one of the two periods: {a} (Party A) or {b} (Party B).", (i) => {
	return /** @type {LocalizedString} */ (`Elijan uno de los dos plazos: ${i?.a} (parte A) o ${i?.b} (parte B).`)
}],
  ["Notice periods are not averaged: choose {a} (Party A) or {b} (Party B), and check the state's own rule, which may set it.", (i) => {
	return /** @type {LocalizedString} */ (`Los plazos de aviso no se promedian: elijan ${i?.a} (parte A) o ${i?.b} (parte B) y revisen la regla del propio estado, que puede fijarlo.`)
}],
  ["Distance thresholds are not averaged: choose {a} (Party A) or {b} (Party B), and check the state's own rule, which may set it.", (i) => {
	return /** @type {LocalizedString} */ (`Los límites de distancia no se promedian: elijan ${i?.a} (parte A) o ${i?.b} (parte B) y revisen la regla del propio estado, que puede fijarlo.`)
}],
  ["Set the two versions side by side and settle which one to use; neither is the neutral default.", "Pongan las dos versiones lado a lado y decidan cuál usar; ninguna es la opción neutral por defecto."],
  ["The same goes for 1 other point of this topic, listed with the conflicts above.", "Lo mismo vale para otro punto de este tema, en la lista de conflictos de arriba."],
  ["The same goes for {n} other points of this topic, listed with the conflicts above.", (i) => {
	return /** @type {LocalizedString} */ (`Lo mismo vale para otros ${i?.n} puntos de este tema, en la lista de conflictos de arriba.`)
}],
  ["For reference only: the Texas Standard Possession Order (Texas Family Code §§153.312-153.317) gives the other parent the 1st, 3rd and 5th weekends of each month (Friday 6:00 p.m. to Sunday 6:00 p.m.), Thursday evenings 6:00-8:00 p.m. during the school year, Thanksgiving in odd-numbered years, the first part of the Christmas break (until noon on December 28) in even-numbered years and the second part in odd-numbered years, and 30 days in summer with written notice by April 1. The court starts from it when parents do not agree; it is not a choice between your two drafts.", "Solo como referencia: la Orden de Posesión Estándar de Texas (Texas Standard Possession Order; Código de Familia de Texas, §§153.312-153.317) da al otro progenitor los fines de semana 1.º, 3.º y 5.º de cada mes (del viernes a las 6:00 p.m. al domingo a las 6:00 p.m.), los jueves de 6:00 a 8:00 p.m. durante el año escolar, el Día de Acción de Gracias en los años impares, la primera parte de las vacaciones de Navidad (hasta el mediodía del 28 de diciembre) en los años pares y la segunda parte en los impares, y 30 días en verano con aviso por escrito antes del 1 de abril. La corte parte de ella cuando los progenitores no se ponen de acuerdo; no es una elección entre sus dos borradores."],
  ["For reference: the Texas Standard Possession Order, summed up in the first schedule suggestion above.", "Como referencia: la Orden de Posesión Estándar de Texas, resumida en la primera sugerencia sobre el horario, más arriba."],
  ["Starts from: {basis}.", (i) => {
	return /** @type {LocalizedString} */ (`Parte de: ${i?.basis}.`)
}],
  ["Starts from the two quotes above.", "Parte de las dos citas de arriba."],
  ["Income is a fact to check, not a figure to bargain over: compare both figures with the same papers (the last tax return, recent pay stubs, bonus statements) and use the verified figure.", "Los ingresos son un dato que se comprueba, no una cifra que se negocia: comparen las dos cifras con los mismos papeles (la última declaración de impuestos, los talones de pago recientes, los comprobantes de bonos) y usen la cifra comprobada."],
  ["The same debt is listed with different figures: get one statement from the lender as of an agreed date and use its figure in both disclosures.", "La misma deuda aparece con cifras distintas: pidan al prestamista un solo estado de cuenta a una fecha acordada y usen esa cifra en las dos declaraciones."],
  ["The same item is valued differently: agree one valuation date and have it valued the same way for both (a joint appraisal for real estate or a vehicle, a statement as of that date for an account). Values are not averaged.", "El mismo bien tiene valores distintos: acuerden una fecha de valoración y háganlo valorar de la misma manera para los dos (una tasación conjunta para un inmueble o un vehículo, un estado de cuenta a esa fecha para una cuenta). Los valores no se promedian."],
  ["Party {other} confirms in writing whether this debt exists and what it is worth, with a statement or appraisal as of the same date as the other values; a disclosure should list every asset and debt.", (i) => {
	return /** @type {LocalizedString} */ (`La parte ${i?.other} confirma por escrito si esta deuda existe y cuánto vale, con un estado de cuenta o una tasación a la misma fecha que los demás valores; una declaración debe incluir todos los bienes y deudas.`)
}],
  ["Party {other} confirms in writing whether this item exists and what it is worth, with a statement or appraisal as of the same date as the other values; a disclosure should list every asset and debt.", (i) => {
	return /** @type {LocalizedString} */ (`La parte ${i?.other} confirma por escrito si esta partida existe y cuánto vale, con un estado de cuenta o una tasación a la misma fecha que los demás valores; una declaración debe incluir todos los bienes y deudas.`)
}],
  ["Starts from: Party {party} lists {values}; Party {other} does not list it.", (i) => {
	return /** @type {LocalizedString} */ (`Parte de: la parte ${i?.party} declara ${i?.values}; la parte ${i?.other} no lo declara.`)
}],
  ["Choose files", "Elegir archivos"],
  ["No file chosen", "Ningún archivo elegido"],
]);

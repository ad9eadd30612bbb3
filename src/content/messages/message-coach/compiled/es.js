// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
export default new Map([
  ["Message Coach", "Asesor de mensajes"],
  ["Write to the other parent without escalating, and read their messages without taking the bait: a BIFF check that runs on your device and explains every flag.", "Escríbale al otro progenitor sin empeorar el conflicto y lea sus mensajes sin caer en provocaciones: una revisión BIFF que funciona en su dispositivo y explica cada señal."],
  ["Check a message before you send it, or read one you received without taking the bait. It runs on this device: nothing you paste is sent anywhere or saved. Based on the BIFF method (Brief, Informative, Friendly, Firm) from the", "Revise un mensaje antes de enviarlo, o lea uno que recibió sin caer en provocaciones. Funciona en este dispositivo: nada de lo que pegue se envía a ningún lugar ni se guarda. Se basa en el método BIFF (siglas en inglés de breve, informativo, amable y firme) de la"],
  ["Co-Parenting Communication Guide", "Guía de comunicación en la crianza compartida"],
  ["For now the coach checks the tone of messages written in English; the words it offers to add to your message are in English too.", "Por ahora, el asesor revisa el tono de mensajes escritos en inglés; las palabras que le propone agregar a su mensaje también están en inglés."],
  ["What do you want to do?", "¿Qué quiere hacer?"],
  ["Check a message I am writing", "Revisar un mensaje que estoy escribiendo"],
  ["Read a message I received", "Leer un mensaje que recibí"],
  ["Your message", "Su mensaje"],
  ["The message you received", "El mensaje que recibió"],
  ["Write or paste your draft. Flags and suggestions appear as you type.", "Escriba o pegue su borrador. Las señales y sugerencias aparecen mientras escribe."],
  ["Paste the message as you received it.", "Pegue el mensaje tal como lo recibió."],
  ["More on what to do now", "Más sobre qué hacer ahora"],
  ["The coach could not read this message. Your text is still here; try again in a moment.", "El asesor no pudo leer este mensaje. Su texto sigue aquí; vuelva a intentarlo en un momento."],
  ["Nothing here is likely to escalate.", "Nada de esto parece que vaya a empeorar el conflicto."],
  ["BIFF check", "Revisión BIFF"],
  ["Brief", "Breve"],
  ["Informative", "Informativo"],
  ["Friendly", "Amable"],
  ["Firm", "Firme"],
  ["{name}: yes", (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: sí`)
}],
  ["{name}: not yet", (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: todavía no`)
}],
  ["What may escalate, and why", "Lo que puede empeorar el conflicto, y por qué"],
  ["Suggestions", "Sugerencias"],
  ["Nothing changes in your message until you accept a suggestion, one at a time.", "Su mensaje no cambia hasta que usted acepte una sugerencia, de una en una."],
  ["Accept", "Aceptar"],
  ["Accept: {label}", (i) => {
	return /** @type {LocalizedString} */ (`Aceptar: ${i?.label}`)
}],
  ["Points to answer", "Puntos que hay que contestar"],
  ["Nothing in this message asks for an answer.", "Nada en este mensaje pide una respuesta."],
  ["No answer needed", "No hace falta contestar"],
  ["Insults, accusations and history: you do not have to reply to these.", "Insultos, acusaciones e historias del pasado: no tiene que responder a esto."],
  ["A reply to start from", "Una respuesta para empezar"],
  ["It covers only the points above. Fill in the brackets, then check it in the writing coach.", "Cubre solo los puntos de arriba. Complete lo que está entre corchetes y luego revísela con el asesor antes de enviarla."],
  ["Write this reply", "Escribir esta respuesta"],
  ["Insult or name-calling", "Insulto o apodo ofensivo"],
  ["Sarcasm", "Sarcasmo"],
  ["\"Always\" or \"never\"", "“Siempre” o “nunca”"],
  ["Blame or mind-reading", "Culpar o suponer lo que piensa el otro"],
  ["Bringing up the past", "Sacar el pasado"],
  ["Threat or pressure", "Amenaza o presión"],
  ["Demand without a reason", "Exigencia sin motivo"],
  ["Shouting", "Gritos"],
  ["Too many questions", "Demasiadas preguntas"],
  ["Off the topic", "Fuera del tema"],
  ["Over-apologising or hedging", "Demasiadas disculpas o rodeos"],
  ["Danger", "Peligro"],
  ["Threat — danger", "Amenaza — peligro"],
  ["Hostile or accusing tone", "Tono hostil o acusador"],
  ["a request", "una petición"],
  ["a question", "una pregunta"],
  ["a date", "una fecha"],
  ["a time", "una hora"],
  ["a place", "un lugar"],
  ["money", "dinero"],
  ["the children's needs", "las necesidades de los hijos"],
  ["Name-calling or a put-down of the other parent. It gives them something to fight about instead of the question, and it reads badly if a judge sees it.", "Insultar o menospreciar al otro progenitor le da algo por qué pelear en lugar de la pregunta, y se ve mal si lo lee un juez."],
  ["Sarcasm reads as contempt in writing. Say plainly what you mean, or leave it out.", "Por escrito, el sarcasmo se lee como desprecio. Diga claramente lo que quiere decir, o no lo diga."],
  ["\"Always\", \"never\" and \"every time\" are rarely literally true: the other parent will argue the exception instead of answering.", "“Siempre”, “nunca” y “cada vez” casi nunca son verdad al pie de la letra: el otro progenitor discutirá la excepción en lugar de contestar."],
  ["Blame or mind-reading tells the other parent what they think or whose fault it is. They will defend themselves instead of answering.", "Culpar o suponer lo que piensa el otro le dice al otro progenitor qué piensa o de quién es la culpa. Se va a defender en lugar de contestar."],
  ["This brings up the past or the relationship. Old arguments do not help decide what needs deciding now.", "Esto saca el pasado o la relación. Las viejas discusiones no ayudan a decidir lo que hay que decidir ahora."],
  ["A threat, or a legal step used as pressure, escalates at once and can look like intimidation to a court. If you need to take a step, take it; you do not need to announce it.", "Una amenaza, o un paso legal usado para presionar, empeora el conflicto de inmediato y ante una corte puede parecer intimidación. Si tiene que dar un paso, delo; no hace falta anunciarlo."],
  ["An order with no reason invites a refusal. Say why, or ask for it with a clear time.", "Una orden sin motivo invita a decir que no. Explique por qué, o pídalo con una hora clara."],
  ["Capitals and stacked punctuation read as shouting.", "Las mayúsculas y los signos repetidos se leen como gritos."],
  ["Many questions at once, or a question that expects no answer, reads as an interrogation. Ask the one question you need answered.", "Muchas preguntas a la vez, o una pregunta que no espera respuesta, se leen como un interrogatorio. Haga la única pregunta que necesita que le contesten."],
  ["This is about something other than the children and the matter at hand (a partner, family, private life). Leave it out: it is not the other parent's to answer.", "Esto trata de algo que no son los hijos ni el asunto del momento (una pareja, la familia, la vida privada). No lo incluya: no le toca al otro progenitor contestarlo."],
  ["Over-apologising or hedging makes a firm answer sound open to debate. One courtesy is enough; then say it plainly.", "Disculparse demasiado o dar rodeos hace que una respuesta firme parezca discutible. Basta con una cortesía; luego dígalo claramente."],
  ["This describes danger or a threat of harm. Your safety comes first: the help lines are at the top of this page.", "Esto describe un peligro o una amenaza de daño. Su seguridad es lo primero: las líneas de ayuda están al principio de esta página."],
  ["This sentence reads as an accusation. The other parent will defend themselves instead of answering: say what happened and what you need, without the charge.", "Esta oración se lee como una acusación. El otro progenitor se va a defender en lugar de contestar: diga qué pasó y qué necesita, sin la acusación."],
  ["{words} words: within the {target}-word target.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.words} palabras: dentro de la meta de ${i?.target} palabras.`)
}],
  ["{words} words: over the {target}-word target. Keep to the one matter at hand.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.words} palabras: pasa de la meta de ${i?.target} palabras. Limítese al asunto del momento.`)
}],
  ["{opinions} sentence with opinions or charges: keep to facts.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.opinions} oración con opiniones o acusaciones: limítese a los hechos.`)
}],
  ["{opinions} sentences with opinions or charges: keep to facts.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.opinions} oraciones con opiniones o acusaciones: limítese a los hechos.`)
}],
  ["States facts (dates, times, places or amounts).", "Da hechos (fechas, horas, lugares o cantidades)."],
  ["No date, time, place or amount yet: say exactly what, when and where.", "Todavía no hay fecha, hora, lugar ni cantidad: diga exactamente qué, cuándo y dónde."],
  ["Some words will read as hostile (see the flags).", "Algunas palabras se van a leer como hostiles (vea las señales)."],
  ["Opens and closes politely.", "Empieza y termina con cortesía."],
  ["Opens politely; a short thank-you at the end helps.", "Empieza con cortesía; un breve agradecimiento al final ayuda."],
  ["A short greeting at the start sets a calm tone.", "Un saludo breve al principio da un tono tranquilo."],
  ["No clear request or answer yet: say what you are asking for or agreeing to.", "Todavía no hay una petición o respuesta clara: diga qué pide o qué acepta."],
  ["Add a time to answer by, so the exchange can end.", "Agregue una hora límite para contestar, así la conversación puede terminar."],
  ["It ends on an open question: end with the request and its deadline.", "Termina con una pregunta abierta: termine con la petición y su plazo."],
  ["A clear request with a time to answer by.", "Una petición clara con una hora límite para contestar."],
  ["Leave out \"{words}\"", (i) => {
	return /** @type {LocalizedString} */ (`Quitar “${i?.words}”`)
}],
  ["Replace \"{words}\" with \"{insert}\"", (i) => {
	return /** @type {LocalizedString} */ (`Cambiar “${i?.words}” por “${i?.insert}”`)
}],
  ["Remove \"{words}\"", (i) => {
	return /** @type {LocalizedString} */ (`Borrar “${i?.words}”`)
}],
  ["Start with \"{words}\"", (i) => {
	return /** @type {LocalizedString} */ (`Empezar con “${i?.words}”`)
}],
  ["End with \"{words}\"", (i) => {
	return /** @type {LocalizedString} */ (`Terminar con “${i?.words}”`)
}],
  ["Keep a record", "Guardar un registro"],
  ["When you have sent it, keep this message in your co-parenting journal as a communication entry.", "Cuando lo haya enviado, guarde este mensaje en su diario de crianza compartida como una entrada de comunicación."],
  ["Keep this message in your co-parenting journal as a communication entry.", "Guarde este mensaje en su diario de crianza compartida como una entrada de comunicación."],
  ["You can check the date, time and channel there before saving.", "Allí puede revisar la fecha, la hora y el medio antes de guardar."],
  ["Save to the journal", "Guardar en el diario"],
  ["Message I sent (checked with the message coach).", "Mensaje que envié (revisado con el asesor de mensajes)."],
  ["Message I received.", "Mensaje que recibí."],
  ["The message could not be handed to the journal. Your text is still here.", "No se pudo pasar el mensaje al diario. Su texto sigue aquí."],
  ["This sentence is likely to read as hostile or blaming. The other parent will answer the tone instead of the point: say what happened and what you need, in plain words.", "Es probable que esta oración se lea como hostil o como un reproche. El otro progenitor va a contestar al tono en lugar de al asunto: diga qué pasó y qué necesita, con palabras sencillas."],
  ["The tone check is still getting ready on this device. The flags below come from the other checks.", "La revisión del tono todavía se está preparando en este dispositivo. Las señales de abajo vienen de las otras revisiones."],
  ["The tone check could not start this time. The flags below come from the other checks.", "La revisión del tono no pudo iniciarse esta vez. Las señales de abajo vienen de las otras revisiones."],
  ["Try again", "Intentar de nuevo"],
  ["The tone check is still reading this message. The flags below come from the other checks.", "La revisión del tono todavía está leyendo este mensaje. Las señales de abajo vienen de las otras revisiones."],
  ["A deeper tone check can also read each sentence as a whole. It needs a one-time download of about 25 MB to this device. Until then, the flags below come from the other checks.", "Una revisión del tono más profunda puede leer además cada oración completa. Necesita una descarga única de unos 25 MB a este dispositivo. Mientras tanto, las señales de abajo vienen de las otras revisiones."],
  ["Download now", "Descargar ahora"],
  ["Not now", "Ahora no"],
  ["The deeper tone check is not on this device, so the flags below come from the other checks.", "La revisión del tono más profunda no está en este dispositivo, así que las señales de abajo vienen de las otras revisiones."],
  ["Download the tone check (about 25 MB)", "Descargar la revisión del tono (unos 25 MB)"],
  ["The tone check is ready: the flags below include it.", "La revisión del tono ya está lista: las señales de abajo la incluyen."],
]);

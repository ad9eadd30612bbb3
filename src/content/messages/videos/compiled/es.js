// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
export default new Map([
  ["Previous video", "Video anterior"],
  ["Next video", "Video siguiente"],
  ["Choose a video", "Elegir un video"],
  ["Go to video {n}: {title}", (i) => {
	return /** @type {LocalizedString} */ (`Ir al video ${i?.n}: ${i?.title}`)
}],
  ["{n} of {count}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} de ${i?.count}`)
}],
  ["Watch: {title}", (i) => {
	return /** @type {LocalizedString} */ (`Ver: ${i?.title}`)
}],
  ["Read the written lesson: {title}", (i) => {
	return /** @type {LocalizedString} */ (`Leer la lección escrita: ${i?.title}`)
}],
  ["Read the written lesson", "Leer la lección escrita"],
  ["Play slideshow", "Reanudar la presentación"],
  ["Pause slideshow", "Pausar la presentación"],
  ["The transcript could not be loaded. Check your connection and try again.", "No se pudo cargar la transcripción. Revise su conexión e inténtelo de nuevo."],
  ["Loading transcript…", "Cargando la transcripción…"],
  ["Close video", "Cerrar el video"],
  ["Video: {title}", (i) => {
	return /** @type {LocalizedString} */ (`Video: ${i?.title}`)
}],
  ["Read the transcript", "Leer la transcripción"],
  ["Written lesson", "Lección escrita"],
  ["This lesson is written out in full below, so you can read it at your own pace.", "Esta lección está escrita completa aquí abajo, para que la lea a su ritmo."],
  ["This video cannot be played here, so the whole lesson is written out below.", "Este video no se puede reproducir aquí, así que la lección completa está escrita aquí abajo."],
  ["You are offline, so here is the full written transcript of this lesson. The video plays when you are back online.", "Está sin conexión, así que aquí tiene la transcripción completa de esta lección. El video se reproduce cuando vuelva a tener conexión."],
  ["A Parent’s Guide to Divorce Mediation", "Guía de la mediación de divorcio para padres"],
  ["How mediation works, what to bring, and how to prepare so you leave with an agreement you can live with.", "Cómo funciona la mediación, qué llevar y cómo prepararse para salir con un acuerdo con el que pueda vivir."],
  ["Co-Parenting Through High Conflict", "Crianza compartida con mucho conflicto"],
  ["Practical ways to lower the temperature: written communication, the BIFF method, and parallel parenting.", "Maneras prácticas de bajar la tensión: la comunicación por escrito, el método BIFF y la crianza paralela."],
  ["Understanding Financial Disclosures", "La divulgación financiera, explicada"],
  ["What a financial affidavit asks for, which documents to gather, and why complete honesty protects you.", "Qué pide una declaración jurada financiera, qué documentos reunir y por qué la honestidad completa le protege."],
  ["Self-Care During Divorce", "Cuidarse durante el divorcio"],
  ["Simple, realistic habits for sleep, stress and support that help you stay steady for your children.", "Hábitos sencillos y realistas de sueño, manejo del estrés y apoyo que le ayudan a mantenerse firme por sus hijos."],
  ["How Child Support Works", "Cómo funciona la manutención de los hijos"],
  ["The three models US states use to calculate child support, and what changes the amount.", "Los tres modelos que usan los estados de EE. UU. para calcular la manutención de los hijos, y qué cambia el monto."],
]);

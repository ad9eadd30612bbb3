// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
export default new Map([
  ["Quizzes", "Cuestionarios"],
  ["Short quizzes on custody, co-parenting communication and divorce finances, with badges. They work offline.", "Cuestionarios breves sobre custodia, comunicación en la crianza compartida y finanzas del divorcio, con insignias. Funcionan sin conexión."],
  ["Test what you know, learn from the explanations and earn a badge for each quiz you pass with 80% or more. Every quiz works offline.", "Ponga a prueba lo que sabe, aprenda de las explicaciones y gane una insignia por cada cuestionario que apruebe con el 80% o más. Todos los cuestionarios funcionan sin conexión."],
  ["{badge} badge", (i) => {
	return /** @type {LocalizedString} */ (`Insignia ${i?.badge}`)
}],
  ["Take the {title}", (i) => {
	return /** @type {LocalizedString} */ (`Hacer el ${i?.title}`)
}],
  ["Take Quiz", "Hacer el cuestionario"],
  ["Coming Soon", "Próximamente"],
  ["Back to Quizzes", "Volver a Cuestionarios"],
  ["Question {index} of {total}", (i) => {
	return /** @type {LocalizedString} */ (`Pregunta ${i?.index} de ${i?.total}`)
}],
  ["Score: {score}", (i) => {
	return /** @type {LocalizedString} */ (`Puntuación: ${i?.score}`)
}],
  ["Quiz progress", "Progreso del cuestionario"],
  ["Correct!", "¡Correcto!"],
  ["Not quite. The right answer is {letter}: {answer}", (i) => {
	return /** @type {LocalizedString} */ (`No exactamente. La respuesta correcta es la ${i?.letter}: ${i?.answer}`)
}],
  ["See my result", "Ver mi resultado"],
  ["Next question", "Siguiente pregunta"],
  ["Quiz Complete!", "¡Cuestionario terminado!"],
  ["You scored {score} out of {total} ({percent}%).", (i) => {
	return /** @type {LocalizedString} */ (`Obtuvo ${i?.score} de ${i?.total} (${i?.percent}%).`)
}],
  ["You earned the {badge} badge!", (i) => {
	return /** @type {LocalizedString} */ (`¡Ganó la insignia ${i?.badge}!`)
}],
  ["Score 80% or more to earn the {badge} badge.", (i) => {
	return /** @type {LocalizedString} */ (`Obtenga el 80% o más para ganar la insignia ${i?.badge}.`)
}],
  ["Recommended actions", "Acciones recomendadas"],
  ["Review your answers", "Revise sus respuestas"],
  ["Your answer: {answer}", (i) => {
	return /** @type {LocalizedString} */ (`Su respuesta: ${i?.answer}`)
}],
  ["Correct", "Correcta"],
  ["Incorrect", "Incorrecta"],
  ["Correct answer: {answer}", (i) => {
	return /** @type {LocalizedString} */ (`Respuesta correcta: ${i?.answer}`)
}],
  ["Retake Quiz", "Repetir el cuestionario"],
  ["Questions: the latest set, saved on this device so the quiz also works offline.", "Preguntas: la versión más reciente, guardada en este dispositivo para que el cuestionario también funcione sin conexión."],
  ["Questions: the set saved on this device.", "Preguntas: la versión guardada en este dispositivo."],
  ["Questions: the standard set that comes with EvenGround.", "Preguntas: la versión estándar que viene con EvenGround."],
  ["Quiz", "Cuestionario"],
  ["{title} on EvenGround.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} en EvenGround.`)
}],
  ["Could not find the quiz titled \"{title}\".", (i) => {
	return /** @type {LocalizedString} */ (`No se encontró el cuestionario “${i?.title}”.`)
}],
  ["Failed to load quiz questions. Please try again later.", "No se pudieron cargar las preguntas del cuestionario. Vuelva a intentarlo más tarde."],
  ["No questions found for this quiz. Our team is working on adding them!", "Este cuestionario todavía no tiene preguntas. ¡Nuestro equipo está trabajando en ello!"],
  ["An unexpected error occurred. Please refresh and try again.", "Ocurrió un error inesperado. Actualice la página y vuelva a intentarlo."],
  ["Choose an answer for each question; you will see at once whether it was right.", "Elija una respuesta para cada pregunta; verá enseguida si era correcta."],
  ["Earn the {badge} badge with 80% or more.", (i) => {
	return /** @type {LocalizedString} */ (`Gane la insignia ${i?.badge} con el 80% o más.`)
}],
  ["Start Quiz", "Empezar el cuestionario"],
  ["Loading questions…", "Cargando las preguntas…"],
  ["Total points", "Puntos en total"],
  ["Badges", "Insignias"],
  ["Earned", "Ganada"],
  ["Locked", "Bloqueada"],
  ["(best {percent}%)", (i) => {
	return /** @type {LocalizedString} */ (`(mejor resultado: ${i?.percent}%)`)
}],
  ["Loading your results…", "Cargando sus resultados…"],
  ["Your Progress", "Su progreso"],
  ["Your points and badges are kept with your protected data on this device. Unlock it to see them.", "Sus puntos e insignias se guardan con sus datos protegidos en este dispositivo. Desbloquéelos para verlos."],
  ["Show my progress", "Ver mi progreso"],
  ["Checking your saved data…", "Revisando sus datos guardados…"],
  ["Finish a quiz and keep the result to earn points. A score of 80% or more earns the quiz's badge.", "Termine un cuestionario y conserve el resultado para ganar puntos. Con el 80% o más gana la insignia del cuestionario."],
  ["Your result could not be saved.", "No se pudo guardar su resultado."],
  ["Saving your result…", "Guardando su resultado…"],
  ["Result saved on this device. Your points and badges are updated.", "Resultado guardado en este dispositivo. Sus puntos e insignias están al día."],
  ["Want to keep this result and earn points? Results are stored only on this device, protected by a passphrase you choose.", "¿Quiere conservar este resultado y ganar puntos? Los resultados se guardan solo en este dispositivo, protegidos con una frase de contraseña que usted elija."],
  ["Unlock your saved data to keep this result and update your points and badges.", "Desbloquee sus datos guardados para conservar este resultado y poner al día sus puntos e insignias."],
  ["Keep my result", "Conservar mi resultado"],
  ["Unlock to keep my result", "Desbloquear para conservar mi resultado"],
]);

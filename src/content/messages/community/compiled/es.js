// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
import * as registry from '../../registry.js';
export default new Map([
  ["Community", "Comunidad"],
  ["Connect with other parents going through divorce: the community forum, the contributor leaderboard and a place to share your own story.", "Conéctese con otras madres y otros padres que pasan por un divorcio: el foro de la comunidad, la tabla de quienes más aportan y un lugar para compartir su propia historia."],
  ["You are not alone. Learn from parents who have been where you are, and share what helped you.", "Usted no está solo ni sola. Aprenda de madres y padres que estuvieron donde usted está, y comparta lo que le ayudó."],
  ["Community Forum", "Foro de la comunidad"],
  ["Unlock the Community", "Entre a la comunidad"],
  ["Log in or create a free account to join the forum, ask questions and share your story with other parents.", "Inicie sesión o cree una cuenta gratuita para unirse al foro, hacer preguntas y compartir su historia con otras familias."],
  ["Log In", "Iniciar sesión"],
  ["Sign Up", "Crear una cuenta"],
  ["Ask questions, swap co-parenting strategies and find encouragement from parents at every stage of divorce.", "Haga preguntas, intercambie ideas para compartir la crianza y encuentre ánimo en madres y padres que están en cada etapa del divorcio."],
  ["The forum opens in a new tab.", "El foro se abre en una pestaña nueva."],
  ["The forum is not open yet.", "El foro todavía no está abierto."],
  ["Access Forum", "Ir al foro"],
  ["Leaderboard", "Tabla de participación"],
  ["Illustrative example: these names and points are made up, not real members.", "Ejemplo ilustrativo: estos nombres y puntos son inventados, no son miembros reales."],
  ["Top community contributors by points", "Quienes más aportan a la comunidad, por puntos"],
  ["Rank", "Puesto"],
  ["Member", "Miembro"],
  ["Points", "Puntos"],
  ["Rank {rank}, {medal} medal", (i) => {
	return /** @type {LocalizedString} */ (`Puesto ${i?.rank}, medalla de ${i?.medal}`)
}],
  ["gold", "oro"],
  ["silver", "plata"],
  ["bronze", "bronce"],
  ["Share Your Story", "Comparta su historia"],
  ["Your experience can help another parent feel less alone. Write at least {min} characters; when you submit, your own mail app opens with the story addressed to our stories team ({address}), and it is sent only when you press Send there. Our team reviews every story before publishing it, and authors of published stories earn a {percent}% commission on product sales from their story.", (i) => {
	return /** @type {LocalizedString} */ (`Su experiencia puede ayudar a otras familias a sentir que no están solas. Escriba al menos ${i?.min} caracteres; al enviarla, se abre su propia aplicación de correo con la historia dirigida a nuestro equipo de historias (${i?.address}), y solo se envía cuando usted pulse Enviar allí. Nuestro equipo revisa cada historia antes de publicarla, y quienes escriben historias publicadas reciben una comisión del ${i?.percent}% de las ventas de productos que vengan de su historia.`)
}],
  ["Please", "Por favor,"],
  ["log in", "inicie sesión"],
  ["or", "o"],
  ["sign up", "cree una cuenta"],
  ["to share your story.", "para compartir su historia."],
  ["Your story", "Su historia"],
  ["Submit Story", "Enviar la historia"],
  ["Thank you for sharing your story. Our team reviews every story before it is published. The form is cleared.", "Gracias por compartir su historia. Nuestro equipo revisa cada historia antes de publicarla. El formulario quedó vacío."],
  ["Could not prepare the email", "No se pudo preparar el correo"],
  ["Please send your story directly to {address}.", (i) => {
	return /** @type {LocalizedString} */ (`Envíe su historia directamente a ${i?.address}.`)
}],
  ["Please write your story before submitting.", "Escriba su historia antes de enviarla."],
  ["Your story must be at least {min} characters long.", (i) => {
	return /** @type {LocalizedString} */ (`Su historia debe tener al menos ${i?.min} caracteres.`)
}],
  ["{count} characters: ready to submit", (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} caracteres: lista para enviar`)
}],
  ["{count} character: {missing} more needed (minimum {min})", (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} carácter: faltan ${i?.missing} (mínimo ${i?.min})`)
}],
  ["{count} characters: {missing} more needed (minimum {min})", (i) => {const missingPlural = registry.plural("es", i?.missing, {});
	if (missingPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} caracteres: falta ${i?.missing} (mínimo ${i?.min})`);
	if (missingPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} caracteres: faltan ${i?.missing} (mínimo ${i?.min})`);
	return /** @type {LocalizedString} */ ("counter_more");
}],
  ["Please Log In", "Inicie sesión"],
  ["You need to be logged in to submit a story.", "Debe iniciar sesión para enviar una historia."],
  ["Coming Soon", "Muy pronto"],
  ["The community forum isn't connected yet. Please check back soon.", "El foro de la comunidad todavía no está conectado. Vuelva a mirar pronto."],
  ["Save draft", "Guardar el borrador"],
  ["Open saved draft", "Abrir el borrador guardado"],
  ["Drafts are kept encrypted on this device, protected by your passphrase.", "Los borradores se guardan cifrados en este dispositivo, protegidos con su frase de contraseña."],
  ["Nothing to save yet", "Todavía no hay nada que guardar"],
  ["Write some of your story first, then save it as a draft.", "Primero escriba algo de su historia y después guárdela como borrador."],
  ["Draft saved on this device at {time}.", (i) => {
	return /** @type {LocalizedString} */ (`Borrador guardado en este dispositivo: ${i?.time}.`)
}],
  ["Draft saved", "Borrador guardado"],
  ["Your story draft is kept encrypted on this device.", "El borrador de su historia se guarda cifrado en este dispositivo."],
  ["Could not save your draft", "No se pudo guardar su borrador"],
  ["Saved draft deleted from this device.", "Se borró de este dispositivo el borrador guardado."],
  ["Could not delete your draft", "No se pudo borrar su borrador"],
  ["Your saved draft from {time} is loaded.", (i) => {
	return /** @type {LocalizedString} */ (`Se cargó su borrador guardado del ${i?.time}.`)
}],
  ["Load saved draft", "Cargar el borrador guardado"],
  ["Delete saved draft", "Borrar el borrador guardado"],
  ["A draft saved at {time} is kept on this device.", (i) => {
	return /** @type {LocalizedString} */ (`Hay un borrador guardado en este dispositivo (${i?.time}).`)
}],
  ["No draft saved yet.", "Todavía no hay ningún borrador guardado."],
  ["Something went wrong. Nothing was changed.", "Algo salió mal. No se cambió nada."],
]);

// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
export default new Map([
  ["message", "mensaje"],
  ["story", "historia"],
  ["Your {noun} was too long for an email link, so the email holds only its first part.", (i) => {
	return /** @type {LocalizedString} */ (`No cabía todo el texto de su ${i?.noun} en un enlace de correo, así que el correo solo lleva la primera parte.`)
}],
  ["We copied the full {noun} to your clipboard: paste it into the email in place of the shortened text.", (i) => {
	return /** @type {LocalizedString} */ (`Copiamos todo el texto de su ${i?.noun} en el portapapeles: péguelo en el correo en lugar del texto recortado.`)
}],
  ["Your full {noun} is still in the form: copy it into the email in place of the shortened text.", (i) => {
	return /** @type {LocalizedString} */ (`Todo el texto de su ${i?.noun} sigue en el formulario: cópielo en el correo en lugar del texto recortado.`)
}],
  ["Did your mail app open with your {noun}?", (i) => {
	return /** @type {LocalizedString} */ (`¿Se abrió su aplicación de correo con su ${i?.noun}?`)
}],
  ["It is addressed to {address} and goes out only when you press Send there. Your {noun} stays in the form until you tell us.", (i) => {
	return /** @type {LocalizedString} */ (`Va dirigido a ${i?.address} y solo sale cuando usted pulse Enviar allí. Su ${i?.noun} se queda en el formulario hasta que nos diga.`)
}],
  ["Yes, clear the form", "Sí, vaciar el formulario"],
  ["No, keep my {noun}", (i) => {
	return /** @type {LocalizedString} */ (`No, conservar mi ${i?.noun}`)
}],
  ["Your {noun} is still in the form.", (i) => {
	return /** @type {LocalizedString} */ (`Su ${i?.noun} sigue en el formulario.`)
}],
  ["You can send it from any email account, web mail included: copy the {noun} and paste it into a new email to", (i) => {
	return /** @type {LocalizedString} */ (`Puede enviar el texto desde cualquier cuenta de correo, también desde el correo web: copie su ${i?.noun} y pegue el texto en un correo nuevo para`)
}],
  [". Or", ". O"],
  ["try your mail app again", "pruebe otra vez su aplicación de correo"],
  ["Copy the {noun}", (i) => {
	return /** @type {LocalizedString} */ (`Copiar mi ${i?.noun}`)
}],
  ["Copy the address", "Copiar la dirección"],
  ["Copied: the {noun} with the address and subject. Paste it into a new email.", (i) => {
	return /** @type {LocalizedString} */ (`Se copió su ${i?.noun} con la dirección y el asunto. Pegue todo en un correo nuevo.`)
}],
  ["Copied: {address}", (i) => {
	return /** @type {LocalizedString} */ (`Copiado: ${i?.address}`)
}],
  ["Your browser did not allow copying. Select this text and copy it yourself:", "Su navegador no permitió copiar. Seleccione este texto y cópielo usted:"],
  ["I have sent it: clear the form", "Ya lo envié: vaciar el formulario"],
]);

// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
export default new Map([
  ["Leave this page?", "¿Salir de esta página?"],
  ["Nothing you entered here is kept on this device yet. If you leave, it is gone. Protect it with a passphrase to keep it.", "Nada de lo que escribió aquí se guarda todavía en este dispositivo. Si sale, se perderá. Protéjalo con una frase de contraseña para conservarlo."],
  ["You have changes here that you have not saved yet. They are kept, encrypted, on this device, and come back when you open this page again.", "Tiene cambios aquí que todavía no ha guardado. Se conservan, cifrados, en este dispositivo y vuelven cuando abra esta página otra vez."],
  ["You have changes here that you have not saved. If you leave, they will be lost.", "Tiene cambios aquí que no ha guardado. Si sale, se perderán."],
  ["Your changes could not be saved, so you are still on this page and nothing was lost. Check the form, then save again.", "No se pudieron guardar sus cambios, así que sigue en esta página y no se perdió nada. Revise el formulario y vuelva a guardar."],
  ["Stay on this page", "Quedarme en esta página"],
  ["Protect and keep", "Proteger y conservar"],
  ["Saving…", "Guardando…"],
  ["Save and leave", "Guardar y salir"],
  ["Leave without saving", "Salir sin guardar"],
  ["Leave page", "Salir de la página"],
]);

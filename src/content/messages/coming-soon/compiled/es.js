// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
export default new Map([
  ["Coming Soon", "Muy pronto"],
  ["This part of EvenGround is still being built. Our guides, templates and tools are ready to use now.", "Esta parte de EvenGround todavía se está construyendo. Nuestras guías, plantillas y herramientas ya se pueden usar."],
  ["We're still building this part of EvenGround. Thank you for your patience.", "Todavía estamos construyendo esta parte de EvenGround. Gracias por su paciencia."],
  ["In the meantime, our guides, templates and tools are ready to use, and they work offline.", "Mientras tanto, nuestras guías, plantillas y herramientas ya se pueden usar, y funcionan sin conexión."],
  ["Go to the home page", "Ir a la página de inicio"],
  ["Browse resources", "Ver los recursos"],
]);

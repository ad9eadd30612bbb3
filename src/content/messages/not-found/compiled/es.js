// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
export default new Map([
  ["Page Not Found", "Página no encontrada"],
  ["The page you were looking for does not exist.", "La página que buscaba no existe."],
  ["404: Page Not Found", "404: Página no encontrada"],
  ["The page you were looking for doesn’t exist or has moved.", "La página que buscaba no existe o cambió de lugar."],
  ["Go Back Home", "Volver al inicio"],
]);

// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
const m = new Map([
  [2485259209, "Inicio de EvenGround"],
  [3080454620, "Abrir el menú"],
  [1492013774, "Cerrar el menú"],
  [127881100, "Cargando su sesión…"],
  [1366325544, "Principal"],
  [1391791790, "Inicio"],
  [2529924223, "Artículos y guías"],
  [2506401938, "Recursos"],
  [3579389710, "Comunidad"],
  [2145972842, "Cuestionarios"],
  [678702281, "Tienda"],
  [1139619189, "Quiénes somos"],
  [3350152422, "Ir al contenido"],
  [780028643, "Cargando…"],
  [2349380164, "Salida rápida"],
  [2629480001, "Salga de este sitio ahora (o pulse Escape tres veces)"],
  [1907633506, "Bloquear"],
  [1566295178, "Bloquear sus datos guardados"],
  [786136856, "Diario"],
  [135918590, "Sus datos"],
  [3358033602, "Igualdad en cada divorcio. Guías y herramientas gratuitas para madres y padres que quieren compartir la crianza de forma justa."],
  [1477510942, "EvenGround en las redes sociales"],
  [2079518418, "Plataforma"],
  [4093278412, "Mediador con IA"],
  [2861005, "Sus datos en este dispositivo"],
  [3250523996, "Empresa"],
  [4126451232, "Quiénes somos y contacto"],
  [3732222122, "Aviso legal"],
  [623268895, "Política de privacidad"],
  [2842353042, "Condiciones de uso"],
  [1678977680, (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} EvenGround. Todos los derechos reservados.`)
}],
  [4137782200, "Aviso:"],
  [377712232, "EvenGround ofrece información general solo con fines educativos. No es asesoramiento legal, y EvenGround no es un bufete de abogados. Para recibir asesoramiento sobre su situación, consulte a un abogado con licencia en su estado."],
  [718693963, "No tiene conexión. Todo en EvenGround sigue funcionando, y sus datos se quedan en este dispositivo."],
  [3412073499, "Respetamos su privacidad"],
  [648502265, "EvenGround guarda solo lo que necesita para funcionar, como esta elección: no usa cookies de análisis, seguimiento ni publicidad. Lo opcional solo funcionaría si usted lo acepta. Elija lo que elija, lo que escriba en nuestras herramientas se queda en este dispositivo."],
  [1491791673, "Rechazar"],
  [1353867593, "Aceptar"],
  [1854882426, "¿Salir de esta página? Tiene cambios aquí que todavía no ha guardado."],
  [1823196850, "Cerrar el aviso"],
  [2761202752, "Notificaciones (F8)"],
  [574559069, "Abrir el chat con el Coach de EvenGround"],
  [2447972743, "Cerrar el chat"],
  [1064503448, "Coach de EvenGround"],
  [728210286, "Obtener ayuda ahora"],
]);
const key = (s) => {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
};
export default { get: (s) => m.get(key(s)), has: (s) => m.has(key(s)) };

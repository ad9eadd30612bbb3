// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
import * as registry from '../../registry.js';
export default new Map([
  ["Parenting Time Calculator", "Calculadora de tiempo de crianza"],
  ["Build a custody schedule from a common pattern, add summer, holidays and changes, and see each parent's exact overnights, a month calendar, a PDF and a calendar file. Private and offline.", "Arme un calendario de custodia a partir de un patrón común, agregue el verano, los días festivos y los cambios, y vea las noches exactas de cada progenitor, un calendario por mes, un PDF y un archivo de calendario. Privado y sin conexión."],
  ["Build your parenting-time schedule day by day: pick a pattern, add summer, holidays and one-off changes, and see how many overnights each parent has. It stays on this device, encrypted with your passphrase.", "Arme su calendario de tiempo de crianza día por día: elija un patrón, agregue el verano, los días festivos y los cambios puntuales, y vea cuántas noches pasa cada progenitor con los niños. Se queda en este dispositivo, cifrado con su frase de contraseña."],
  ["Schedule Loaded", "Calendario cargado"],
  ["Your saved parenting-time schedule has been loaded.", "Se cargó el calendario de tiempo de crianza que usted guardó."],
  ["Opening your saved schedule…", "Abriendo su calendario guardado…"],
  ["Schedule Cleared", "Calendario borrado"],
  ["The schedule is back to the start and the saved copy was removed.", "El calendario volvió al inicio y se eliminó la copia guardada."],
  ["Could not clear the schedule.", "No se pudo borrar el calendario."],
  ["Parenting-time schedule", "Calendario de tiempo de crianza"],
  ["Could not load your saved schedule.", "No se pudo abrir su calendario guardado."],
  ["Could not load your saved schedule: {reason}.", (i) => {
	return /** @type {LocalizedString} */ (`No se pudo abrir su calendario guardado: ${i?.reason}.`)
}],
  ["The tool starts from a blank schedule; your next change will replace the unreadable copy.", "La herramienta empieza con un calendario en blanco; su próximo cambio reemplazará la copia que no se puede leer."],
  ["Overnights", "Noches"],
  ["Some answers above need fixing before the schedule can be counted. Each one says what is needed.", "Hay que corregir algunas respuestas de arriba antes de poder contar el calendario. Cada una dice lo que falta."],
  ["Calendar", "Calendario"],
  ["Clear the schedule?", "¿Borrar el calendario?"],
  ["This resets the schedule to the start and removes the saved copy (and the wording kept for your parenting plan) from this device. It cannot be undone.", "Esto devuelve el calendario al inicio y elimina de este dispositivo la copia guardada (y el texto guardado para su plan de crianza). No se puede deshacer."],
  ["Yes, clear it", "Sí, borrarlo"],
  ["Changes are saved automatically, encrypted, on this device.", "Los cambios se guardan solos, cifrados, en este dispositivo."],
  ["Unsaved changes…", "Cambios sin guardar…"],
  ["Saving…", "Guardando…"],
  ["All changes saved on this device.", "Todos los cambios están guardados en este dispositivo."],
  ["Your latest changes are not saved.", "Sus últimos cambios no están guardados."],
  ["Try saving again", "Intentar guardar de nuevo"],
  ["1. Parents", "1. Progenitores"],
  ["Parent A’s name", "Nombre del progenitor A"],
  ["Parent B’s name", "Nombre del progenitor B"],
  ["Parent A", "Progenitor A"],
  ["Parent B", "Progenitor B"],
  ["Which parent are you?", "¿Cuál de los progenitores es usted?"],
  ["2. Regular schedule", "2. Calendario regular"],
  ["Pattern", "Patrón"],
  ["Start date", "Fecha de inicio"],
  ["Exchange time", "Hora del intercambio"],
  ["Who has the children first", "Quién tiene a los niños primero"],
  ["Who has the every-other-weekend time", "Quién tiene los fines de semana alternos"],
  ["Who has the 1st, 3rd and 5th weekends", "Quién tiene los fines de semana 1.º, 3.º y 5.º"],
  ["Exchanges happen on the weekday of the start date and wherever the pattern changes hands.", "Los intercambios son el mismo día de la semana que la fecha de inicio y cada vez que el patrón cambia de progenitor."],
  ["Exchanges happen on the weekday of the start date ({weekday}) and wherever the pattern changes hands.", (i) => {
	return /** @type {LocalizedString} */ (`Los intercambios son el mismo día de la semana que la fecha de inicio (${i?.weekday}) y cada vez que el patrón cambia de progenitor.`)
}],
  ["Midweek time", "Tiempo entre semana"],
  ["None", "Ninguno"],
  ["A weekly evening visit", "Una visita por la tarde cada semana"],
  ["A weekly overnight", "Una noche cada semana"],
  ["Midweek day", "Día entre semana"],
  ["Weekends that begin on these Fridays of the month", "Fines de semana que empiezan en estos viernes del mes"],
  ["1st Friday", "1.er viernes"],
  ["2nd Friday", "2.º viernes"],
  ["3rd Friday", "3.er viernes"],
  ["4th Friday", "4.º viernes"],
  ["5th Friday", "5.º viernes"],
  ["Thursdays during the school year", "Jueves durante el año escolar"],
  ["Evening visit", "Visita por la tarde"],
  ["Overnight", "Noche"],
  ["Evening visit starts", "Empieza la visita por la tarde"],
  ["Evening visit ends", "Termina la visita por la tarde"],
  ["Your repeating pattern", "Su patrón que se repite"],
  ["One letter per night from the start date, then it repeats: A for {a}, B for {b}. For example AABBAAABBAABBB.", (i) => {
	return /** @type {LocalizedString} */ (`Una letra por noche desde la fecha de inicio, y luego se repite: A para ${i?.a}, B para ${i?.b}. Por ejemplo, AABBAAABBAABBB.`)
}],
  ["Time zone (for hours and the calendar file)", "Zona horaria (para las horas y el archivo de calendario)"],
  ["Weekend ends", "El fin de semana termina"],
  ["Sunday at the exchange time", "El domingo a la hora del intercambio"],
  ["Monday (back to school)", "El lunes (al volver a la escuela)"],
  ["Alternating weeks (7 and 7)", "Semanas alternas (7 y 7)"],
  ["2-2-3 rotation", "Rotación 2-2-3"],
  ["2-2-5-5 rotation", "Rotación 2-2-5-5"],
  ["3-4-4-3 rotation", "Rotación 3-4-4-3"],
  ["5-2 (five nights and two nights each week)", "5-2 (cinco noches y dos noches cada semana)"],
  ["Every other weekend", "Fines de semana alternos"],
  ["60/40 (four nights and three nights each week)", "60/40 (cuatro noches y tres noches cada semana)"],
  ["70/30 (two weeks, then one week)", "70/30 (dos semanas, luego una semana)"],
  ["1st, 3rd and 5th weekends of the month (Texas standard style)", "Fines de semana 1.º, 3.º y 5.º del mes (como el modelo estándar de Texas)"],
  ["Custom repeating pattern", "Patrón propio que se repite"],
  ["3. Summer and vacations", "3. Verano y vacaciones"],
  ["Summer has its own schedule", "El verano tiene su propio calendario"],
  ["Write the two dates as month-day (06-15 is June 15); they apply every year.", "Escriba las dos fechas como mes-día (06-15 es el 15 de junio); valen para todos los años."],
  ["Summer starts (month-day)", "Empieza el verano (mes-día)"],
  ["School starts again (month-day)", "Vuelven las clases (mes-día)"],
  ["During summer", "Durante el verano"],
  ["Keep the regular schedule", "Mantener el calendario regular"],
  ["Alternating weeks", "Semanas alternas"],
  ["With one parent", "Con un solo progenitor"],
  ["With", "Con"],
  ["First summer week with", "Primera semana del verano con"],
  ["Vacations", "Vacaciones"],
  ["A vacation block (for example two weeks in July) takes priority over the regular and summer schedule.", "Un bloque de vacaciones (por ejemplo, dos semanas en julio) tiene prioridad sobre el calendario regular y el del verano."],
  ["Vacation {n}", (i) => {
	return /** @type {LocalizedString} */ (`Vacaciones ${i?.n}`)
}],
  ["First night", "Primera noche"],
  ["Nights", "Noches"],
  ["Remove vacation {n}", (i) => {
	return /** @type {LocalizedString} */ (`Quitar vacaciones ${i?.n}`)
}],
  ["Add a vacation", "Agregar vacaciones"],
  ["4. Holidays", "4. Días festivos"],
  ["Holidays take priority over the regular schedule, summer and vacations. Long breaks are applied first, so a one-day holiday inside a break (New Year’s Day in winter break) still goes where you say. Under each holiday: the time it covers.", "Los días festivos tienen prioridad sobre el calendario regular, el verano y las vacaciones. Los periodos largos se aplican primero, así que un día festivo dentro de un periodo (el Año Nuevo en las vacaciones de invierno) va igual a donde usted diga. Debajo de cada día festivo: el tiempo que abarca."],
  ["Rule", "Regla"],
  ["Regular schedule", "Calendario regular"],
  ["Same parent every year", "El mismo progenitor todos los años"],
  ["Alternates: even / odd years", "Se alterna: años pares / impares"],
  ["Split at a time", "Se divide a una hora"],
  ["Parent", "Progenitor"],
  ["Parent in even years", "Progenitor en los años pares"],
  ["First part in even years", "Primera parte en los años pares"],
  ["Changes hands at", "Cambia de progenitor a las"],
  ["Spring break month", "Mes de las vacaciones de primavera"],
  ["Spring break week begins on the", "La semana de vacaciones de primavera empieza el"],
  ["1st Monday", "1.er lunes"],
  ["2nd Monday", "2.º lunes"],
  ["3rd Monday", "3.er lunes"],
  ["4th Monday", "4.º lunes"],
  ["Children’s birthdays", "Cumpleaños de los niños"],
  ["Child {n}", (i) => {
	return /** @type {LocalizedString} */ (`Hijo o hija ${i?.n}`)
}],
  ["First name", "Nombre"],
  ["Date of birth", "Fecha de nacimiento"],
  ["Remove child {n}", (i) => {
	return /** @type {LocalizedString} */ (`Quitar hijo o hija ${i?.n}`)
}],
  ["Add a child’s birthday", "Agregar el cumpleaños de un hijo o hija"],
  ["New Year’s Day", "Año Nuevo"],
  ["Martin Luther King Jr. Day", "Día de Martin Luther King Jr."],
  ["Presidents’ Day", "Día de los Presidentes"],
  ["Spring Break", "Vacaciones de primavera"],
  ["Easter", "Pascua"],
  ["Memorial Day", "Día de los Caídos (Memorial Day)"],
  ["Mother’s Day", "Día de la Madre"],
  ["Father’s Day", "Día del Padre"],
  ["Fourth of July", "4 de julio"],
  ["Labor Day", "Día del Trabajo"],
  ["Halloween", "Halloween"],
  ["Thanksgiving", "Día de Acción de Gracias"],
  ["Winter Break", "Vacaciones de invierno"],
  ["Children’s Birthdays", "Cumpleaños de los niños"],
  ["December 31 at the exchange time to January 1 at the exchange time. If split: changes hands on January 1.", "Del 31 de diciembre a la hora del intercambio al 1 de enero a la hora del intercambio. Si se divide: cambia de progenitor el 1 de enero."],
  ["Friday at the exchange time to Monday at the exchange time. If split: changes hands on Sunday.", "Del viernes a la hora del intercambio al lunes a la hora del intercambio. Si se divide: cambia de progenitor el domingo."],
  ["The Friday before the spring break Monday to the Sunday after it, at the exchange time (9 nights). If split: changes hands on Wednesday.", "Del viernes antes del lunes de las vacaciones de primavera al domingo después, a la hora del intercambio (9 noches). Si se divide: cambia de progenitor el miércoles."],
  ["Friday at the exchange time to Easter Sunday at the exchange time. If split: changes hands on Saturday.", "Del viernes a la hora del intercambio al Domingo de Pascua a la hora del intercambio. Si se divide: cambia de progenitor el sábado."],
  ["Friday at the exchange time to Mother’s Day at the exchange time. If split: changes hands on Saturday.", "Del viernes a la hora del intercambio al Día de la Madre a la hora del intercambio. Si se divide: cambia de progenitor el sábado."],
  ["Friday at the exchange time to Father’s Day at the exchange time. If split: changes hands on Saturday.", "Del viernes a la hora del intercambio al Día del Padre a la hora del intercambio. Si se divide: cambia de progenitor el sábado."],
  ["July 4 at 10 a.m. to July 5 at 10 a.m. If split: changes hands on July 4.", "Del 4 de julio a las 10 a.m. al 5 de julio a las 10 a.m. Si se divide: cambia de progenitor el 4 de julio."],
  ["October 31, 4 p.m. to 9 p.m. (an evening, no overnight).", "31 de octubre, de 4 p.m. a 9 p.m. (una tarde, sin noche)."],
  ["Wednesday at the exchange time to Sunday at the exchange time. If split: changes hands on Friday.", "Del miércoles a la hora del intercambio al domingo a la hora del intercambio. Si se divide: cambia de progenitor el viernes."],
  ["December 19 at the exchange time to January 2 at the exchange time. If split: changes hands on December 26.", "Del 19 de diciembre a la hora del intercambio al 2 de enero a la hora del intercambio. Si se divide: cambia de progenitor el 26 de diciembre."],
  ["Each birthday, 9 a.m. to 8 p.m. (a day visit, no overnight). If split: changes hands that day.", "Cada cumpleaños, de 9 a.m. a 8 p.m. (una visita de día, sin noche). Si se divide: cambia de progenitor ese día."],
  ["Vacation", "Vacaciones"],
  ["One-off change", "Cambio puntual"],
  ["5. One-off changes", "5. Cambios puntuales"],
  ["A swapped weekend or a trip. These take priority over everything else, in the order listed.", "Un fin de semana intercambiado o un viaje. Tienen prioridad sobre todo lo demás, en el orden de la lista."],
  ["Change {n}", (i) => {
	return /** @type {LocalizedString} */ (`Cambio ${i?.n}`)
}],
  ["What it is (optional)", "Qué es (opcional)"],
  ["From date", "Desde la fecha"],
  ["From time", "Desde la hora"],
  ["Until date", "Hasta la fecha"],
  ["Until time", "Hasta la hora"],
  ["Remove change {n}", (i) => {
	return /** @type {LocalizedString} */ (`Quitar cambio ${i?.n}`)
}],
  ["Add a one-off change", "Agregar un cambio puntual"],
  ["Enter the date the schedule starts, for example 2027-01-01.", "Escriba la fecha en que empieza el calendario, por ejemplo 2027-01-01."],
  ["Enter the exchange time as hours and minutes, for example 18:00.", "Escriba la hora del intercambio en horas y minutos, por ejemplo 18:00."],
  ["Choose a time zone from the list.", "Elija una zona horaria de la lista."],
  ["Enter a real date, or leave it empty to count from today.", "Escriba una fecha real, o déjelo vacío para contar desde hoy."],
  ["Enter the first day of summer as month-day, for example 06-15.", "Escriba el primer día del verano como mes-día, por ejemplo 06-15."],
  ["Enter the first school day after summer as month-day, for example 08-20.", "Escriba el primer día de clases después del verano como mes-día, por ejemplo 08-20."],
  ["Enter the first night of this vacation as a date.", "Escriba como fecha la primera noche de estas vacaciones."],
  ["Enter between 1 and 60 nights.", "Escriba entre 1 y 60 noches."],
  ["Enter the time the holiday is split, for example 12:00.", "Escriba la hora en que se divide el día festivo, por ejemplo 12:00."],
  ["Enter the date of birth.", "Escriba la fecha de nacimiento."],
  ["Enter the date this change starts.", "Escriba la fecha en que empieza este cambio."],
  ["Enter the date this change ends.", "Escriba la fecha en que termina este cambio."],
  ["Enter a time, for example 18:00.", "Escriba una hora, por ejemplo 18:00."],
  ["The end must come after the start.", "El final tiene que ser después del inicio."],
  ["Type one letter for each night, A or B, for example AABBAAB (up to 366 letters).", "Escriba una letra para cada noche, A o B, por ejemplo AABBAAB (hasta 366 letras)."],
  ["Tick at least one Friday of the month.", "Marque al menos un viernes del mes."],
  ["Enter the time the visit starts, for example 18:00.", "Escriba la hora en que empieza la visita, por ejemplo 18:00."],
  ["Enter the time the visit ends, for example 20:00.", "Escriba la hora en que termina la visita, por ejemplo 20:00."],
  ["The visit has to end after it starts, on the same day.", "La visita tiene que terminar después de empezar, el mismo día."],
  ["Count from", "Contar desde"],
  ["Leave empty to count from today.", "Déjelo vacío para contar desde hoy."],
  ["For", "Durante"],
  ["12 months", "12 meses"],
  ["24 months", "24 meses"],
  ["Also count hours", "Contar también las horas"],
  ["By month", "Por mes"],
  ["Month", "Mes"],
  ["Year", "Año"],
  ["By year", "Por año"],
  ["{total} night from {d1} to {d2}. An overnight counts for the parent the children are with at midnight. | {total} nights from {d1} to {d2}. An overnight counts for the parent the children are with at midnight.", (i) => {const totalPlural = registry.plural("es", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`${i?.total} noche del ${i?.d1} al ${i?.d2}. Cada noche cuenta para el progenitor con quien están los niños a la medianoche.`);
	if (totalPlural === "other") return /** @type {LocalizedString} */ (`${i?.total} noches del ${i?.d1} al ${i?.d2}. Cada noche cuenta para el progenitor con quien están los niños a la medianoche.`);
	return /** @type {LocalizedString} */ ("window_line");
}],
  ["{n} overnight | {n} overnights", (i) => {const nPlural = registry.plural("es", i?.n, {});
	if (nPlural === "one") return /** @type {LocalizedString} */ (`${i?.n} noche`);
	if (nPlural === "other") return /** @type {LocalizedString} */ (`${i?.n} noches`);
	return /** @type {LocalizedString} */ ("n_overnights");
}],
  ["{d1} to {d2}", (i) => {
	return /** @type {LocalizedString} */ (`Del ${i?.d1} al ${i?.d2}`)
}],
  ["Use these numbers", "Use estas cifras"],
  ["Child support: in the first 12 months, {youName} (you) has {yours} overnights and {otherName} has {theirs}.", (i) => {
	return /** @type {LocalizedString} */ (`Manutención de los hijos: en los primeros 12 meses, ${i?.youName} (usted) tiene ${i?.yours} noches y ${i?.otherName} tiene ${i?.theirs}.`)
}],
  ["Open the Child Support Estimator with these overnights", "Abrir la Calculadora de manutención de los hijos con estas noches"],
  ["Parenting plan: once this schedule is saved, its wording is ready for your plan. In the", "Plan de crianza: cuando este calendario se guarde, su texto quedará listo para su plan. En la"],
  ["Parenting plan: this schedule is saved, and its wording is ready for your plan. In the", "Plan de crianza: este calendario está guardado y su texto está listo para su plan. En la"],
  ["Parenting Plan Template", "Plantilla de plan de crianza"],
  [", open section 3 and choose “Use my parenting-time schedule”.", ", abra la sección 3 y elija usar su calendario de tiempo de crianza."],
  ["In words", "En palabras"],
  ["Actual overnights", "Noches reales"],
  ["Open the journal", "Abrir el diario"],
  ["The exchanges and make-up time from your journal could not be read here, so actual overnights are not shown. Opening the journal writes them again from your entries.", "No se pudieron leer aquí los intercambios y el tiempo de reposición de su diario, así que no se muestran las noches reales. Al abrir el diario se vuelven a escribir a partir de sus entradas."],
  ["Your journal has no exchanges or make-up time yet, so there are no actual overnights to show beside the schedule. Write each hand-over (on time, late, missed or cancelled) and any make-up time in your journal, and they show here and on the calendar.", "Su diario todavía no tiene intercambios ni tiempo de reposición, así que no hay noches reales que mostrar junto al calendario. Anote en su diario cada entrega (a tiempo, tarde, no hecha o cancelada) y todo tiempo de reposición, y aparecerán aquí y en el calendario."],
  ["{n} exchange or make-up entry", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} entrada de intercambio o de reposición`)
}],
  ["{n} exchanges and make-up entries", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} entradas de intercambio y de reposición`)
}],
  ["None of your journal’s {entries} falls between {d1} and {d2}, so actual and scheduled are the same here. Change “Count from” above to a date that includes them.", (i) => {
	return /** @type {LocalizedString} */ (`Ninguna de las entradas de su diario (${i?.entries}) cae entre el ${i?.d1} y el ${i?.d2}, así que aquí lo real y lo programado son iguales. Cambie “Contar desde”, arriba, a una fecha que las incluya.`)
}],
  ["{n} exchange", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} intercambio`)
}],
  ["{n} exchanges", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} intercambios`)
}],
  ["{n} night differs", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} noche es distinta`)
}],
  ["{n} nights differ", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} noches son distintas`)
}],
  ["From your journal: {onTime} on time, {late} late, {missed} missed and {cancelled} cancelled in this window; {differs} from the schedule. Nights without a journal entry count as scheduled.", (i) => {
	return /** @type {LocalizedString} */ (`Según su diario: ${i?.onTime} a tiempo, ${i?.late} tarde, ${i?.missed} no hechos y ${i?.cancelled} cancelados en este periodo; ${i?.differs} del calendario. Las noches sin entrada en el diario cuentan como programadas.`)
}],
  ["The Child Support Estimator offers these actual overnights for the first 12 months beside the scheduled ones.", "La Calculadora de manutención de los hijos ofrece estas noches reales de los primeros 12 meses junto a las programadas."],
  ["Scheduled", "Programadas"],
  ["Actual", "Reales"],
  ["Scheduled and actual overnights by year", "Noches programadas y reales por año"],
  ["Scheduled and actual overnights by month", "Noches programadas y reales por mes"],
  ["By month, scheduled and actual", "Por mes, programadas y reales"],
  ["Late, missed and cancelled exchanges", "Intercambios tarde, no hechos y cancelados"],
  ["{date}: exchange {mark}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}: intercambio ${i?.mark}`)
}],
  ["late by {n} minute | late by {n} minutes", (i) => {const nPlural = registry.plural("es", i?.n, {});
	if (nPlural === "one") return /** @type {LocalizedString} */ (`con ${i?.n} minuto de retraso`);
	if (nPlural === "other") return /** @type {LocalizedString} */ (`con ${i?.n} minutos de retraso`);
	return /** @type {LocalizedString} */ ("late_by");
}],
  ["late", "tarde"],
  ["on time", "a tiempo"],
  ["missed", "no hecho"],
  ["cancelled", "cancelado"],
  ["miss", "falta"],
  ["canc", "canc"],
  ["as scheduled", "según el calendario"],
  ["after a hand-over your journal records", "después de una entrega que anota su diario"],
  ["the hand-over did not happen, as your journal records", "la entrega no ocurrió, según anota su diario"],
  ["make-up or changed time in your journal", "tiempo de reposición o cambiado en su diario"],
  ["{date}: overnight with {name}.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}: noche con ${i?.name}.`)
}],
  ["Hand-over: {list}", (i) => {
	return /** @type {LocalizedString} */ (`Entrega: ${i?.list}`)
}],
  ["{name} from {time}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} desde las ${i?.time}`)
}],
  ["Evening visit with {name}", (i) => {
	return /** @type {LocalizedString} */ (`Visita por la tarde con ${i?.name}`)
}],
  ["Actually with {name} ({cause}).", (i) => {
	return /** @type {LocalizedString} */ (`En realidad con ${i?.name} (${i?.cause}).`)
}],
  ["Exchange {mark} (journal).", (i) => {
	return /** @type {LocalizedString} */ (`Intercambio ${i?.mark} (diario).`)
}],
  ["= hand-over that day", "= entrega ese día"],
  ["eve {x}", (i) => {
	return /** @type {LocalizedString} */ (`tarde ${i?.x}`)
}],
  ["= evening visit with {name}, no overnight", (i) => {
	return /** @type {LocalizedString} */ (`= visita por la tarde con ${i?.name}, sin noche`)
}],
  ["= holiday, vacation or one-off change", "= día festivo, vacaciones o cambio puntual"],
  ["= the night was actually with {name} (your journal)", (i) => {
	return /** @type {LocalizedString} */ (`= la noche fue en realidad con ${i?.name} (su diario)`)
}],
  ["= exchange {mark} (your journal)", (i) => {
	return /** @type {LocalizedString} */ (`= intercambio ${i?.mark} (su diario)`)
}],
  ["actually {x}", (i) => {
	return /** @type {LocalizedString} */ (`en realidad ${i?.x}`)
}],
  ["Tap or click a day, or move with the arrow keys: the day you choose is described below the calendar.", "Toque o haga clic en un día, o muévase con las flechas del teclado: el día que elija se describe debajo del calendario."],
  ["Previous month", "Mes anterior"],
  ["Next month", "Mes siguiente"],
  ["Print and share", "Imprimir y compartir"],
  ["The calendar file (.ics) adds one event per stretch with each parent to Google Calendar, Apple Calendar or Outlook; the other parent can import it too. Everything is made on this device.", "El archivo de calendario (.ics) agrega a Google Calendar, Apple Calendar u Outlook un evento por cada periodo con cada progenitor; el otro progenitor también puede importarlo. Todo se hace en este dispositivo."],
  ["Print calendar", "Imprimir el calendario"],
  ["Download PDF calendar", "Descargar el calendario en PDF"],
  ["Download calendar file (.ics)", "Descargar el archivo de calendario (.ics)"],
  ["Clear schedule resets the schedule to the start and removes its saved copy (and the wording kept for your parenting plan) from this device. It asks before it does anything.", "Borrar el calendario lo devuelve al inicio y elimina de este dispositivo su copia guardada (y el texto guardado para su plan de crianza). Antes de hacer nada, le pregunta."],
  ["Clear schedule", "Borrar el calendario"],
  ["Your calendar file is ready: {name}. Open it with your calendar app to add the schedule.", (i) => {
	return /** @type {LocalizedString} */ (`Su archivo de calendario está listo: ${i?.name}. Ábralo con su aplicación de calendario para agregar el calendario de crianza.`)
}],
  ["Building your PDF calendar on this device…", "Preparando su calendario en PDF en este dispositivo…"],
  ["Your PDF calendar is ready: {name}.", (i) => {
	return /** @type {LocalizedString} */ (`Su calendario en PDF está listo: ${i?.name}.`)
}],
  ["The PDF could not be built on this device. Your schedule is unchanged; please try again.", "No se pudo crear el PDF en este dispositivo. Su calendario no cambió; inténtelo de nuevo."],
  ["Parenting time: {a} and {b}", (i) => {
	return /** @type {LocalizedString} */ (`Tiempo de crianza: ${i?.a} y ${i?.b}`)
}],
  ["With {name}", (i) => {
	return /** @type {LocalizedString} */ (`Con ${i?.name}`)
}],
  ["Children with {name}", (i) => {
	return /** @type {LocalizedString} */ (`Los niños con ${i?.name}`)
}],
  ["Parenting time with {name}. Made with EvenGround's parenting-time calculator.", (i) => {
	return /** @type {LocalizedString} */ (`Tiempo de crianza con ${i?.name}. Hecho con la calculadora de tiempo de crianza de EvenGround.`)
}],
  ["{prepared} with EvenGround, on this device. Not a court order.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.prepared} con EvenGround, en este dispositivo. No es una orden de la corte.`)
}],
  ["How to read the calendar: each day names who has the children overnight, {a} (blue) or {b} (orange). “<>” after the date marks a hand-over that day.", (i) => {
	return /** @type {LocalizedString} */ (`Cómo leer el calendario: cada día dice con quién pasan la noche los niños, ${i?.a} (azul) o ${i?.b} (naranja). “<>” después de la fecha marca una entrega ese día.`)
}],
  ["“eve {short}” marks an evening visit with {name}, without the overnight.", (i) => {
	return /** @type {LocalizedString} */ (`“tarde ${i?.short}” marca una visita por la tarde con ${i?.name}, sin la noche.`)
}],
  ["“actually {short}” (with a dark border) marks a night your journal records with {name} instead of the scheduled parent.", (i) => {
	return /** @type {LocalizedString} */ (`“en realidad ${i?.short}” (con borde oscuro) marca una noche que su diario anota con ${i?.name} en lugar del progenitor programado.`)
}],
  ["“{short}” marks an exchange that day recorded as {mark} in your journal.", (i) => {
	return /** @type {LocalizedString} */ (`“${i?.short}” marca un intercambio ese día anotado como ${i?.mark} en su diario.`)
}],
  ["Actual overnights, from your journal ({n} exchange or make-up entry; nights with no entry count as scheduled):", (i) => {
	return /** @type {LocalizedString} */ (`Noches reales, según su diario (${i?.n} entrada de intercambio o de reposición; las noches sin entrada cuentan como programadas):`)
}],
  ["Actual overnights, from your journal ({n} exchange or make-up entries; nights with no entry count as scheduled):", (i) => {
	return /** @type {LocalizedString} */ (`Noches reales, según su diario (${i?.n} entradas de intercambio o de reposición; las noches sin entrada cuentan como programadas):`)
}],
  ["{d1} to {d2}: scheduled {scheduled}; actual {actual}.", (i) => {
	return /** @type {LocalizedString} */ (`Del ${i?.d1} al ${i?.d2}: programadas ${i?.scheduled}; reales ${i?.actual}.`)
}],
  ["Parenting-time schedule · Page {n} of {total}", (i) => {
	return /** @type {LocalizedString} */ (`Calendario de tiempo de crianza · Página ${i?.n} de ${i?.total}`)
}],
  ["Regular schedule: {sentence}", (i) => {
	return /** @type {LocalizedString} */ (`Horario habitual: ${i?.sentence}`)
}],
  ["The children live with {rest}. {first} has them every other weekend from {friday} at {ex} to {end} at {ex}, starting with the first weekend on or after {since}.", (i) => {
	return /** @type {LocalizedString} */ (`Los niños viven con ${i?.rest}. ${i?.first} los tiene un fin de semana sí y otro no, del ${i?.friday} a las ${i?.ex} al ${i?.end} a las ${i?.ex}, empezando por el primer fin de semana a partir del ${i?.since}.`)
}],
  ["The children live with {rest}. {first} has them every other weekend from {friday} at {ex} to {end} at {ex}, starting with the first weekend on or after {since} and every {day} overnight.", (i) => {
	return /** @type {LocalizedString} */ (`Los niños viven con ${i?.rest}. ${i?.first} los tiene un fin de semana sí y otro no, del ${i?.friday} a las ${i?.ex} al ${i?.end} a las ${i?.ex}, empezando por el primer fin de semana a partir del ${i?.since}, y la noche de cada ${i?.day}.`)
}],
  ["The children live with {rest}. {first} has them every other weekend from {friday} at {ex} to {end} at {ex}, starting with the first weekend on or after {since} and every {day} from {start} to {finish}.", (i) => {
	return /** @type {LocalizedString} */ (`Los niños viven con ${i?.rest}. ${i?.first} los tiene un fin de semana sí y otro no, del ${i?.friday} a las ${i?.ex} al ${i?.end} a las ${i?.ex}, empezando por el primer fin de semana a partir del ${i?.since}, y cada ${i?.day} de ${i?.start} a ${i?.finish}.`)
}],
  ["The children live with {rest}. {first} has them on the weekends that begin on the {ord} Friday of each month, from {friday} at {ex} to {end} at {ex}.", (i) => {
	return /** @type {LocalizedString} */ (`Los niños viven con ${i?.rest}. ${i?.first} los tiene los fines de semana que empiezan el ${i?.ord} viernes de cada mes, del ${i?.friday} a las ${i?.ex} al ${i?.end} a las ${i?.ex}.`)
}],
  ["The children live with {rest}. {first} has them on the weekends that begin on the {ord} Friday of each month, from {friday} at {ex} to {end} at {ex} and every Thursday overnight during the school year.", (i) => {
	return /** @type {LocalizedString} */ (`Los niños viven con ${i?.rest}. ${i?.first} los tiene los fines de semana que empiezan el ${i?.ord} viernes de cada mes, del ${i?.friday} a las ${i?.ex} al ${i?.end} a las ${i?.ex}, y la noche de cada jueves durante el año escolar.`)
}],
  ["The children live with {rest}. {first} has them on the weekends that begin on the {ord} Friday of each month, from {friday} at {ex} to {end} at {ex} and every Thursday from {start} to {finish} during the school year.", (i) => {
	return /** @type {LocalizedString} */ (`Los niños viven con ${i?.rest}. ${i?.first} los tiene los fines de semana que empiezan el ${i?.ord} viernes de cada mes, del ${i?.friday} a las ${i?.ex} al ${i?.end} a las ${i?.ex}, y cada jueves de ${i?.start} a ${i?.finish} durante el año escolar.`)
}],
  ["A repeating pattern of {count} night starting {since} (A is {a}, B is {b}): {letters}. Exchanges happen at {ex}. | A repeating pattern of {count} nights starting {since} (A is {a}, B is {b}): {letters}. Exchanges happen at {ex}.", (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Un patrón que se repite de ${i?.count} noche a partir del ${i?.since} (A es ${i?.a}, B es ${i?.b}): ${i?.letters}. Los intercambios son a las ${i?.ex}.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Un patrón que se repite de ${i?.count} noches a partir del ${i?.since} (A es ${i?.a}, B es ${i?.b}): ${i?.letters}. Los intercambios son a las ${i?.ex}.`);
	return /** @type {LocalizedString} */ ("w_custom");
}],
  ["{label}, starting {since} with {first}. Exchanges happen at {ex}.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, a partir del ${i?.since}, con ${i?.first}. Los intercambios son a las ${i?.ex}.`)
}],
  ["{label}: {p} every year.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.p} todos los años.`)
}],
  ["{label}: {p} in even-numbered years, {q} in odd-numbered years.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.p} en los años pares, ${i?.q} en los años impares.`)
}],
  ["{label}: shared, changing hands at {time}; {p} has the first part in even-numbered years and {q} in odd-numbered years.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: se comparte, con el cambio a las ${i?.time}; ${i?.p} tiene la primera parte en los años pares y ${i?.q} en los impares.`)
}],
  ["{sm} {sd} until {em} {ed}", (i) => {
	return /** @type {LocalizedString} */ (`del ${i?.sd} de ${i?.sm} al ${i?.ed} de ${i?.em}`)
}],
  ["Summer ({range}): alternating weeks, starting with {p}.", (i) => {
	return /** @type {LocalizedString} */ (`Verano (${i?.range}): semanas alternas, empezando con ${i?.p}.`)
}],
  ["Summer ({range}): with {p}.", (i) => {
	return /** @type {LocalizedString} */ (`Verano (${i?.range}): con ${i?.p}.`)
}],
  ["Vacation: {p}, {nights} night from {since}. | Vacation: {p}, {nights} nights from {since}.", (i) => {const nightsPlural = registry.plural("es", i?.nights, {});
	if (nightsPlural === "one") return /** @type {LocalizedString} */ (`Vacaciones: ${i?.p}, ${i?.nights} noche a partir del ${i?.since}.`);
	if (nightsPlural === "other") return /** @type {LocalizedString} */ (`Vacaciones: ${i?.p}, ${i?.nights} noches a partir del ${i?.since}.`);
	return /** @type {LocalizedString} */ ("w_vacation");
}],
  ["Holidays (these take priority over the regular and summer schedule): {list}", (i) => {
	return /** @type {LocalizedString} */ (`Días festivos (tienen prioridad sobre el horario habitual y el de verano): ${i?.list}`)
}],
  ["Over the {nights} night from {since} to {until}: {a}, {b}. | Over the {nights} nights from {since} to {until}: {a}, {b}.", (i) => {const nightsPlural = registry.plural("es", i?.nights, {});
	if (nightsPlural === "one") return /** @type {LocalizedString} */ (`En la ${i?.nights} noche del ${i?.since} al ${i?.until}: ${i?.a}; ${i?.b}.`);
	if (nightsPlural === "other") return /** @type {LocalizedString} */ (`En las ${i?.nights} noches del ${i?.since} al ${i?.until}: ${i?.a}; ${i?.b}.`);
	return /** @type {LocalizedString} */ ("w_count");
}],
  ["{name} {n} overnight ({pct}%) | {name} {n} overnights ({pct}%)", (i) => {const nPlural = registry.plural("es", i?.n, {});
	if (nPlural === "one") return /** @type {LocalizedString} */ (`${i?.name}: ${i?.n} noche (${i?.pct}%)`);
	if (nPlural === "other") return /** @type {LocalizedString} */ (`${i?.name}: ${i?.n} noches (${i?.pct}%)`);
	return /** @type {LocalizedString} */ ("w_who");
}],
  ["parenting-time.ics", "tiempo-de-crianza.ics"],
  ["parenting-time-calendar.pdf", "calendario-tiempo-de-crianza.pdf"],
]);

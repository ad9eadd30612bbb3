// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
export default new Map([
  ["Parenting Plan Template", "Plantilla de plan de crianza"],
  ["A free parenting plan template: custody, decision-making, schedules for all major holidays, travel and conflict resolution, saved encrypted on your device.", "Una plantilla gratuita de plan de crianza: custodia, toma de decisiones, calendarios para todos los días festivos principales, viajes y resolución de desacuerdos, guardada cifrada en su dispositivo."],
  ["Work through the parts of a parenting plan at your own pace: custody, decision-making, the everyday and holiday schedule, costs, communication and travel. Everything stays on this device, encrypted with your passphrase.", "Complete las partes de un plan de crianza a su propio ritmo: custodia, toma de decisiones, el calendario de todos los días y de los días festivos, gastos, comunicación y viajes. Todo se queda en este dispositivo, cifrado con su frase de contraseña."],
  ["Security warning:", "Aviso de seguridad:"],
  ["Do not enter real Social Security numbers or bank account numbers here. Names, dates and arrangements are enough for a working draft.", "No escriba aquí números de Seguro Social ni números de cuentas bancarias reales. Los nombres, las fechas y los acuerdos bastan para un borrador de trabajo."],
  ["Progress Loaded", "Progreso cargado"],
  ["Your saved parenting plan has been loaded.", "Se cargó el plan de crianza que usted guardó."],
  ["Could not load saved progress.", "No se pudo cargar el progreso guardado."],
  ["Opening your saved plan…", "Abriendo el plan que usted guardó…"],
  ["Parenting plan", "Plan de crianza"],
  ["Could not load saved progress. The plan starts from the template; saving will replace the unreadable copy.", "No se pudo cargar el progreso guardado. El plan empieza desde la plantilla; al guardar se reemplazará la copia que no se puede leer."],
  ["Could not load saved progress: {error} The plan starts from the template; saving will replace the unreadable copy.", (i) => {
	return /** @type {LocalizedString} */ (`No se pudo cargar el progreso guardado: ${i?.error} El plan empieza desde la plantilla; al guardar se reemplazará la copia que no se puede leer.`)
}],
  ["This resets every answer to the starting template and removes the saved copy of your plan from this device. It cannot be undone.", "Esto regresa cada respuesta a la plantilla inicial y borra de este dispositivo la copia guardada de su plan. No se puede deshacer."],
  ["Clear All puts every answer back to the starting template and removes the saved copy of your plan from this device. It asks before it does anything.", "Borrar todo regresa cada respuesta a la plantilla inicial y borra de este dispositivo la copia guardada de su plan. Antes de hacer nada, le pregunta."],
  ["Parenting Plan", "Plan de crianza"],
  ["Progress Saved!", "¡Progreso guardado!"],
  ["Your parenting plan is saved, encrypted, on this device.", "Su plan de crianza está guardado, cifrado, en este dispositivo."],
  ["Progress Cleared", "Progreso borrado"],
  ["The plan is back to the starting template and the saved copy was removed.", "El plan regresó a la plantilla inicial y se borró la copia guardada."],
  ["Could not clear the plan.", "No se pudo borrar el plan."],
  ["1. Introduction & Purpose", "1. Introducción y propósito"],
  ["Parent 1", "Progenitor 1"],
  ["Parent 2", "Progenitor 2"],
  ["Purpose of this plan", "Propósito de este plan"],
  ["For example: We make this plan so our children have a safe, loving and predictable life with both of us.", "Por ejemplo: Hacemos este plan para que nuestros hijos tengan una vida segura, con cariño y previsible con los dos."],
  ["2. Custody & Decision-Making", "2. Custodia y toma de decisiones"],
  ["Legal custody", "Custodia legal"],
  ["Who makes major decisions: joint legal custody, or sole legal custody to one parent.", "Quién toma las decisiones importantes: custodia legal compartida, o custodia legal exclusiva de un progenitor."],
  ["Physical custody", "Custodia física"],
  ["Where the children live: joint (shared) physical custody, or primary residence with one parent.", "Dónde viven los hijos: custodia física compartida, o residencia principal con un progenitor."],
  ["Decision-making", "Toma de decisiones"],
  ["Say who decides each area, and how you will decide together where you share it.", "Diga quién decide en cada área, y cómo decidirán juntos donde la compartan."],
  ["Education", "Educación"],
  ["Health care", "Atención médica"],
  ["Religion", "Religión"],
  ["Extracurricular activities", "Actividades extracurriculares"],
  ["3. Parenting Time Schedule", "3. Calendario de tiempo de crianza"],
  ["Regular schedule", "Calendario regular"],
  ["School year", "Año escolar"],
  ["For example: alternating weeks, exchanged Fridays after school.", "Por ejemplo: semanas alternas, con el intercambio los viernes después de la escuela."],
  ["Summer", "Verano"],
  ["Holidays", "Días festivos"],
  ["Holidays take priority over the regular schedule. Say who has the children, from when to when, and whether it alternates by year.", "Los días festivos tienen prioridad sobre el calendario regular. Diga quién tiene a los hijos, desde cuándo hasta cuándo, y si se alterna cada año."],
  ["Vacations", "Vacaciones"],
  ["Notice needed before a vacation", "Aviso necesario antes de unas vacaciones"],
  ["Whose choice of dates comes first", "Quién elige primero las fechas"],
  ["Longest uninterrupted vacation time", "Tiempo de vacaciones más largo sin interrupción"],
  ["Sharing the itinerary and contact details", "Compartir el itinerario y los datos de contacto"],
  ["4. Financial Responsibilities", "4. Responsabilidades económicas"],
  ["Child support", "Manutención de los hijos"],
  ["Health insurance and uncovered medical costs", "Seguro médico y gastos médicos no cubiertos"],
  ["Extracurricular and school costs", "Gastos extracurriculares y escolares"],
  ["Tax exemptions and credits", "Exenciones y créditos de impuestos"],
  ["5. Communication & Logistics", "5. Comunicación y logística"],
  ["Exchanges and transportation", "Intercambios y transporte"],
  ["Where exchanges happen, who drives, and what happens if someone is late.", "Dónde se hacen los intercambios, quién maneja y qué pasa si alguien llega tarde."],
  ["Communication between parents", "Comunicación entre los progenitores"],
  ["For example: a co-parenting app or email for schedules; text only for urgent matters.", "Por ejemplo: una aplicación de crianza compartida o correo electrónico para los horarios; mensajes de texto solo para asuntos urgentes."],
  ["Children’s contact with the other parent", "Contacto de los hijos con el otro progenitor"],
  ["Emergencies", "Emergencias"],
  ["6. Travel & Relocation", "6. Viajes y mudanza"],
  ["Relocation", "Mudanza"],
  ["Notice needed before moving", "Aviso necesario antes de mudarse"],
  ["Distance that counts as a relocation", "Distancia que cuenta como mudanza"],
  ["How the other parent can object", "Cómo puede oponerse el otro progenitor"],
  ["International travel", "Viajes internacionales"],
  ["Consent for travel outside the United States", "Consentimiento para viajar fuera de los Estados Unidos"],
  ["Passports: who applies and who keeps them", "Pasaportes: quién los solicita y quién los guarda"],
  ["Hague Convention acknowledgement", "Reconocimiento del Convenio de La Haya"],
  ["Standard text included in every plan; it cannot be edited.", "Texto estándar incluido en todos los planes; no se puede editar."],
  ["7. General Provisions & Conflict Resolution", "7. Disposiciones generales y resolución de desacuerdos"],
  ["General provisions", "Disposiciones generales"],
  ["The last three are filled in with common wording; change them to suit your family.", "Las tres últimas ya tienen un texto común; cámbielas para que se ajusten a su familia."],
  ["Right of first refusal", "Derecho de primera opción"],
  ["For example: if a parent cannot care for the children for more than 4 hours, they first offer the time to the other parent.", "Por ejemplo: si un progenitor no puede cuidar a los hijos por más de 4 horas, primero le ofrece ese tiempo al otro progenitor."],
  ["Non-disparagement", "No hablar mal del otro progenitor"],
  ["Access to records", "Acceso a los expedientes"],
  ["Mutual respect", "Respeto mutuo"],
  ["Resolving disagreements", "Resolver los desacuerdos"],
  ["Conflict resolution process", "Proceso para resolver desacuerdos"],
  ["For example: talk first, then mediation, before going to court.", "Por ejemplo: primero hablar, luego mediación, antes de ir a la corte."],
  ["Review and changes to this plan", "Revisión y cambios de este plan"],
  ["Hague Convention acknowledgement: Both parents acknowledge that the habitual residence of the children named in this plan is the United States. Both parents understand that the Hague Convention on the Civil Aspects of International Child Abduction (1980) applies if a child is wrongfully taken to, or kept in, another country that has joined the Convention, and that the courts of that country may order the child’s prompt return to the United States. Neither parent will take the children out of the United States, or keep them outside it, except as this plan allows, with the other parent’s written consent, or by court order.", "Reconocimiento del Convenio de La Haya: Los dos progenitores reconocen que la residencia habitual de los hijos nombrados en este plan es los Estados Unidos. Los dos progenitores entienden que el Convenio de La Haya sobre los Aspectos Civiles de la Sustracción Internacional de Menores (1980) se aplica si un hijo es llevado indebidamente a otro país que se haya unido al Convenio, o retenido allí, y que las cortes de ese país pueden ordenar que el hijo regrese pronto a los Estados Unidos. Ningún progenitor sacará a los hijos de los Estados Unidos, ni los mantendrá fuera del país, salvo como lo permite este plan, con el consentimiento por escrito del otro progenitor o por orden de la corte."],
  ["Neither parent will say or do anything, or allow others to say or do anything in the children’s presence, that puts down the other parent or the other parent’s family, partner, home or way of life. Neither parent will discuss this case, adult disagreements or money matters with the children, ask the children to carry messages, or question them about the other parent’s household.", "Ningún progenitor dirá ni hará nada, ni permitirá que otras personas digan o hagan nada delante de los hijos, que menosprecie al otro progenitor o a su familia, pareja, hogar o forma de vida. Ningún progenitor hablará con los hijos sobre este caso, los desacuerdos entre adultos o asuntos de dinero, ni les pedirá que lleven mensajes, ni les hará preguntas sobre el hogar del otro progenitor."],
  ["Both parents have equal right to see and receive copies of the children’s school, medical, dental, counseling and activity records, and to speak directly with teachers, doctors, counselors and coaches, without needing the other parent’s permission. Each parent will list the other as a parent and contact on school and medical forms, and will share report cards, school notices and appointment summaries they receive.", "Los dos progenitores tienen el mismo derecho a ver y recibir copias de los expedientes escolares, médicos, dentales, de consejería y de actividades de los hijos, y a hablar directamente con maestros, médicos, consejeros y entrenadores, sin necesitar el permiso del otro progenitor. Cada progenitor anotará al otro como progenitor y contacto en los formularios de la escuela y del médico, y compartirá las boletas de calificaciones, los avisos de la escuela y los resúmenes de las citas que reciba."],
  ["Both parents will treat each other with courtesy in front of the children and in every message, support the children’s love for and time with the other parent, keep to agreed times or give notice when plans change, and put the children’s needs ahead of their own disagreements.", "Los dos progenitores se tratarán con cortesía delante de los hijos y en cada mensaje, apoyarán el cariño de los hijos por el otro progenitor y su tiempo con él o ella, cumplirán los horarios acordados o avisarán cuando cambien los planes, y pondrán las necesidades de los hijos por delante de sus propios desacuerdos."],
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
  ["Name", "Nombre"],
  ["Full name", "Nombre completo"],
  ["Address", "Dirección"],
  ["Phone", "Teléfono"],
  ["Email", "Correo electrónico"],
  ["Children", "Hijos"],
  ["No children listed.", "No hay hijos anotados."],
  ["Child {n}", (i) => {
	return /** @type {LocalizedString} */ (`Hijo ${i?.n}`)
}],
  ["Child {n}: name", (i) => {
	return /** @type {LocalizedString} */ (`Hijo ${i?.n}: nombre`)
}],
  ["Child {n}: date of birth", (i) => {
	return /** @type {LocalizedString} */ (`Hijo ${i?.n}: fecha de nacimiento`)
}],
  ["Child {n}: special needs or health notes", (i) => {
	return /** @type {LocalizedString} */ (`Hijo ${i?.n}: necesidades especiales o notas de salud`)
}],
  ["Date of birth", "Fecha de nacimiento"],
  ["Special needs", "Necesidades especiales"],
  ["Remove {name}", (i) => {
	return /** @type {LocalizedString} */ (`Quitar a ${i?.name}`)
}],
  ["Remove child", "Quitar hijo"],
  ["Add Child", "Agregar hijo"],
  ["Remove this child?", "¿Quitar a este hijo?"],
  ["Remove {name} and their details from this plan? Saved copies change only when you save.", (i) => {
	return /** @type {LocalizedString} */ (`¿Quitar a ${i?.name} y sus datos de este plan? Las copias guardadas cambian solo cuando usted guarda.`)
}],
  ["Remove", "Quitar"],
  ["Build your schedule in the", "Haga su calendario en la"],
  ["Parenting Time Calculator", "Calculadora de tiempo de crianza"],
  ["to bring its wording here.", "para traer aquí su texto."],
  ["Use my parenting-time schedule", "Usar mi calendario de tiempo de crianza"],
  ["Start from common wording", "Empezar con un texto común"],
  ["These fill the boxes below with typical wording and your names from section 1. Everything stays editable.", "Estos botones llenan las casillas de abajo con un texto típico y los nombres de la sección 1. Todo se puede seguir editando."],
  ["Nothing changed: every box already has wording.", "No cambió nada: todas las casillas ya tienen texto."],
  ["{preset}: filled 1 box. Edit the text as you like; it is saved with Save Progress.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.preset}: se llenó 1 casilla. Edite el texto como quiera; se guarda con Guardar progreso.`)
}],
  ["{preset}: filled {n} boxes. Edit the text as you like; it is saved with Save Progress.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.preset}: se llenaron ${i?.n} casillas. Edite el texto como quiera; se guarda con Guardar progreso.`)
}],
  ["{preset}: filled {n} boxes, kept your wording in {kept}. Edit the text as you like; it is saved with Save Progress.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.preset}: se llenaron ${i?.n} casillas y se dejó su texto en ${i?.kept}. Edite el texto como quiera; se guarda con Guardar progreso.`)
}],
  ["{preset}: filled 1 box, kept your wording in {kept}. Edit the text as you like; it is saved with Save Progress.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.preset}: se llenó 1 casilla y se dejó su texto en ${i?.kept}. Edite el texto como quiera; se guarda con Guardar progreso.`)
}],
  ["Replace your own wording?", "¿Reemplazar su propio texto?"],
  ["This box already has your own wording: {boxes}. You can fill only the empty boxes and keep what you wrote, or replace it with the common wording.", (i) => {
	return /** @type {LocalizedString} */ (`Esta casilla ya tiene su propio texto: ${i?.boxes}. Puede llenar solo las casillas vacías y conservar lo que escribió, o reemplazarlo con el texto común.`)
}],
  ["These {n} boxes already have your own wording: {boxes}. You can fill only the empty boxes and keep what you wrote, or replace it with the common wording.", (i) => {
	return /** @type {LocalizedString} */ (`Estas ${i?.n} casillas ya tienen su propio texto: ${i?.boxes}. Puede llenar solo las casillas vacías y conservar lo que escribió, o reemplazarlo con el texto común.`)
}],
  ["Fill only the empty boxes", "Llenar solo las casillas vacías"],
  ["Replace my wording", "Reemplazar mi texto"],
  ["2-2-3 rotation", "Rotación 2-2-3"],
  ["Fills School year: two days, two days, then three, switching each week, so each of you has every other weekend.", "Llena Año escolar: dos días, dos días y luego tres, cambiando cada semana, para que cada uno tenga un fin de semana sí y otro no."],
  ["Week on, week off", "Una semana cada uno"],
  ["Fills School year: the children spend a full week with each of you in turn.", "Llena Año escolar: los hijos pasan una semana completa con cada uno, por turnos."],
  ["Holidays alternating by year", "Días festivos alternados por año"],
  ["Fills all 14 holiday boxes: each holiday goes to one of you in even-numbered years and to the other in odd-numbered years.", "Llena las 14 casillas de días festivos: cada día festivo le toca a uno en los años pares y al otro en los años impares."],
  ["Exchanges happen at school drop-off, or at 6:00 p.m. at the receiving parent’s home when there is no school.", "Los intercambios se hacen al dejar a los hijos en la escuela, o a las 6:00 p.m. en la casa del progenitor que los recibe cuando no hay escuela."],
  ["2-2-3 rotation. Week 1: {p1} has the children Monday and Tuesday, {p2} Wednesday and Thursday, and {p1} Friday through Sunday. Week 2: {p2} has Monday and Tuesday, {p1} Wednesday and Thursday, and {p2} Friday through Sunday. The two weeks then repeat. {exchange}", (i) => {
	return /** @type {LocalizedString} */ (`Rotación 2-2-3. Semana 1: ${i?.p1} tiene a los hijos el lunes y el martes, ${i?.p2} el miércoles y el jueves, y ${i?.p1} de viernes a domingo. Semana 2: ${i?.p2} tiene el lunes y el martes, ${i?.p1} el miércoles y el jueves, y ${i?.p2} de viernes a domingo. Después se repiten las dos semanas. ${i?.exchange}`)
}],
  ["Week on, week off. The children live with {p1} one week and with {p2} the next, changing homes every Friday. {exchange}", (i) => {
	return /** @type {LocalizedString} */ (`Una semana cada uno. Los hijos viven con ${i?.p1} una semana y con ${i?.p2} la siguiente, y cambian de casa cada viernes. ${i?.exchange}`)
}],
  ["Every year with the children’s mother, from Friday at 6:00 p.m. until Mother’s Day at 6:00 p.m., whoever’s weekend it is.", "Todos los años con la madre de los hijos, desde el viernes a las 6:00 p.m. hasta el Día de la Madre a las 6:00 p.m., sea de quien sea ese fin de semana."],
  ["Every year with the children’s father, from Friday at 6:00 p.m. until Father’s Day at 6:00 p.m., whoever’s weekend it is.", "Todos los años con el padre de los hijos, desde el viernes a las 6:00 p.m. hasta el Día del Padre a las 6:00 p.m., sea de quien sea ese fin de semana."],
  ["Split in two halves. The first half runs from 6:00 p.m. on the day school lets out until December 28 at noon; the second half from December 28 at noon until 6:00 p.m. on the day before school starts again. {p2} has the first half in even-numbered years and {p1} in odd-numbered years; the other parent has the second half.", (i) => {
	return /** @type {LocalizedString} */ (`Se divide en dos mitades. La primera mitad va desde las 6:00 p.m. del día en que termina la escuela hasta el 28 de diciembre al mediodía; la segunda, desde el 28 de diciembre al mediodía hasta las 6:00 p.m. del día antes de que vuelva a empezar la escuela. ${i?.p2} tiene la primera mitad en los años pares y ${i?.p1} en los años impares; el otro progenitor tiene la segunda mitad.`)
}],
  ["Each child’s birthday follows the regular schedule; the parent who does not have the child that day may spend from 5:00 p.m. to 7:00 p.m. with them.", "El cumpleaños de cada hijo sigue el calendario regular; el progenitor que no tiene al hijo ese día puede pasar con él o ella de 5:00 p.m. a 7:00 p.m."],
  ["{even} in even-numbered years and {odd} in odd-numbered years, {times}.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.even} en los años pares y ${i?.odd} en los años impares, ${i?.times}.`)
}],
  ["{even} in even-numbered years and {odd} in odd-numbered years, {times}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.even} en los años pares y ${i?.odd} en los años impares, ${i?.times}`)
}],
  ["from December 31 at 6:00 p.m. until January 1 at 6:00 p.m.", "desde el 31 de diciembre a las 6:00 p.m. hasta el 1 de enero a las 6:00 p.m."],
  ["for the long weekend, from Friday at 6:00 p.m. until Monday at 6:00 p.m.", "durante el fin de semana largo, desde el viernes a las 6:00 p.m. hasta el lunes a las 6:00 p.m."],
  ["from 6:00 p.m. on the day school lets out until 6:00 p.m. on the day before school starts again", "desde las 6:00 p.m. del día en que termina la escuela hasta las 6:00 p.m. del día antes de que vuelva a empezar la escuela"],
  ["from Friday at 6:00 p.m. until Easter Sunday at 6:00 p.m.", "desde el viernes a las 6:00 p.m. hasta el Domingo de Pascua a las 6:00 p.m."],
  ["from July 4 at 9:00 a.m. until July 5 at 9:00 a.m.", "desde el 4 de julio a las 9:00 a.m. hasta el 5 de julio a las 9:00 a.m."],
  ["from 4:00 p.m. until 9:00 p.m. on October 31", "desde las 4:00 p.m. hasta las 9:00 p.m. del 31 de octubre"],
  ["from 6:00 p.m. on the day school lets out until Sunday at 6:00 p.m.", "desde las 6:00 p.m. del día en que termina la escuela hasta el domingo a las 6:00 p.m."],
  ["parenting-plan-draft.pdf", "borrador-plan-de-crianza.pdf"],
]);

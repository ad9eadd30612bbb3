// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
export default new Map([
  ["Child Support Estimator", "Calculadora de manutención de los hijos"],
  ["A quick child support estimate for every state, and the real guideline calculation for {states}, step by step.", (i) => {
	return /** @type {LocalizedString} */ (`Un cálculo rápido de la manutención de los hijos para cada estado, y el cálculo real de la guía estatal para ${i?.states}, paso a paso.`)
}],
  ["A quick estimate for every state, and for {states} the state’s own guideline formula, worked step by step. Nothing you type here is saved or sent anywhere.", (i) => {
	return /** @type {LocalizedString} */ (`Un cálculo aproximado para cada estado y, para ${i?.states}, la fórmula de la guía del propio estado, paso a paso. Nada de lo que escriba aquí se guarda ni se envía a ninguna parte.`)
}],
  ["This is an estimate to help you prepare, not the amount a court will order. Courts also weigh things this page does not ask about. Use your state’s official calculator or ask a family law attorney for the real figure.", "Esto es un cálculo aproximado para ayudarle a prepararse, no la cantidad que ordenará la corte. La corte también toma en cuenta cosas que esta página no pregunta. Para la cifra real, use la calculadora oficial de su estado o consulte a un abogado de derecho de familia."],
  ["{list} and {last}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.list} y ${i?.last}`)
}],
  ["Choose your state: the estimate and the guideline depend on it.", "Elija su estado: el cálculo y la guía dependen de él."],
  ["You changed the form, so the earlier result is no longer shown. Press Calculate to see the new one.", "Usted cambió el formulario, así que ya no se muestra el resultado anterior. Pulse Calcular para ver el nuevo."],
  ["Overnights used: {source}.", (i) => {
	return /** @type {LocalizedString} */ (`Noches usadas: ${i?.source}.`)
}],
  ["the numbers you typed", "los números que usted escribió"],
  ["{state} guideline", (i) => {
	return /** @type {LocalizedString} */ (`Guía de ${i?.state}`)
}],
  ["Calculation Complete!", "¡Cálculo listo!"],
  ["{state} guideline: nobody pays; the amounts cancel out.", (i) => {
	return /** @type {LocalizedString} */ (`Guía de ${i?.state}: nadie paga; las cantidades se compensan.`)
}],
  ["{state} guideline: you pay the other parent {amount} a month.", (i) => {
	return /** @type {LocalizedString} */ (`Guía de ${i?.state}: usted le paga al otro progenitor ${i?.amount} al mes.`)
}],
  ["{state} guideline: the other parent pays you {amount} a month.", (i) => {
	return /** @type {LocalizedString} */ (`Guía de ${i?.state}: el otro progenitor le paga a usted ${i?.amount} al mes.`)
}],
  ["Rough estimate: {yours} a month if you have fewer overnights.", (i) => {
	return /** @type {LocalizedString} */ (`Cálculo aproximado: ${i?.yours} al mes si usted tiene menos noches.`)
}],
  ["Rough estimate: {yours} a month if you have fewer overnights, {other} if the other parent does.", (i) => {
	return /** @type {LocalizedString} */ (`Cálculo aproximado: ${i?.yours} al mes si usted tiene menos noches, ${i?.other} si las tiene el otro progenitor.`)
}],
  ["Rough estimate: you pay the other parent {amount} a month ({parent} has fewer overnights).", (i) => {
	return /** @type {LocalizedString} */ (`Cálculo aproximado: usted le paga al otro progenitor ${i?.amount} al mes (${i?.parent} tiene menos noches).`)
}],
  ["Rough estimate: the other parent pays you {amount} a month ({parent} has fewer overnights).", (i) => {
	return /** @type {LocalizedString} */ (`Cálculo aproximado: el otro progenitor le paga a usted ${i?.amount} al mes (${i?.parent} tiene menos noches).`)
}],
  ["Rough estimate: you pay the other parent {amount} a month ({parent} has the same overnights and the higher income).", (i) => {
	return /** @type {LocalizedString} */ (`Cálculo aproximado: usted le paga al otro progenitor ${i?.amount} al mes (${i?.parent} tiene las mismas noches y el ingreso más alto).`)
}],
  ["Rough estimate: the other parent pays you {amount} a month ({parent} has the same overnights and the higher income).", (i) => {
	return /** @type {LocalizedString} */ (`Cálculo aproximado: el otro progenitor le paga a usted ${i?.amount} al mes (${i?.parent} tiene las mismas noches y el ingreso más alto).`)
}],
  ["Melson Formula", "Fórmula Melson"],
  ["The Melson Formula used in {state} is highly complex and requires legal consultation. Please consult a family law attorney in {state} for an accurate estimate.", (i) => {
	return /** @type {LocalizedString} */ (`La Fórmula Melson que se usa en ${i?.state} es muy compleja y requiere asesoramiento legal. Para un cálculo exacto, consulte a un abogado de derecho de familia en ${i?.state}.`)
}],
  ["Input Error", "Error en los datos"],
  ["Please enter valid positive numbers for incomes.", "Escriba números válidos de cero o más para los ingresos."],
  ["Choose a state", "Elija un estado"],
  ["Choose your state: the estimate depends on it.", "Elija su estado: el cálculo depende de él."],
  ["Rough rule of thumb (not the {state} guideline)", (i) => {
	return /** @type {LocalizedString} */ (`Regla práctica aproximada (no es la guía de ${i?.state})`)
}],
  ["Quick estimate (rough rule of thumb)", "Cálculo rápido (regla práctica aproximada)"],
  ["A simplified rule of thumb, shown only for comparison. The {state} guideline above is the closer figure.", (i) => {
	return /** @type {LocalizedString} */ (`Una regla práctica simplificada, solo para comparar. La guía de ${i?.state}, arriba, da la cifra más cercana.`)
}],
  ["Choose your state, enter the incomes and press Calculate to see an estimate.", "Elija su estado, escriba los ingresos y pulse Calcular para ver un cálculo."],
  ["Enter the incomes and press Calculate to see an estimate.", "Escriba los ingresos y pulse Calcular para ver un cálculo."],
  ["What the quick estimate ignores", "Lo que el cálculo rápido no toma en cuenta"],
  ["How many overnights the children spend with each parent, except to decide who pays.", "Cuántas noches pasan los hijos con cada progenitor, salvo para decidir quién paga."],
  ["Health insurance, child care and other costs for the children.", "El seguro médico, el cuidado de los hijos y otros gastos de los hijos."],
  ["Taxes, and whether your state starts from gross or net income.", "Los impuestos, y si su estado parte del ingreso bruto o del neto."],
  ["Income caps, low-income rules and minimum amounts.", "Los topes de ingreso, las reglas para ingresos bajos y las cantidades mínimas."],
  ["Other children either parent supports.", "Otros hijos que mantenga cualquiera de los dos progenitores."],
  ["scheduled, from your parenting-time schedule", "programadas, de su calendario de tiempo de crianza"],
  ["actual, the schedule as your journal records it", "reales, el calendario como lo anota su diario"],
  ["{source} ({yours} with you, {other} with the other parent)", (i) => {
	return /** @type {LocalizedString} */ (`${i?.source} (${i?.yours} con usted, ${i?.other} con el otro progenitor)`)
}],
  ["Use the overnights from your records", "Usar las noches de sus registros"],
  ["From {first} to {last}. Actual counts each night as scheduled unless your journal records an exchange that was missed, cancelled or happened on another day, or make-up time.", (i) => {
	return /** @type {LocalizedString} */ (`Del ${i?.first} al ${i?.last}. Las reales cuentan cada noche como está programada, salvo que su diario anote un intercambio que no se hizo, se canceló o pasó otro día, o tiempo de reposición.`)
}],
  ["Scheduled: {yours} with you, {other} with the other parent", (i) => {
	return /** @type {LocalizedString} */ (`Programadas: ${i?.yours} con usted, ${i?.other} con el otro progenitor`)
}],
  ["Actual: {yours} with you, {other} with the other parent", (i) => {
	return /** @type {LocalizedString} */ (`Reales: ${i?.yours} con usted, ${i?.other} con el otro progenitor`)
}],
  ["Who pays it", "Quién lo paga"],
  ["You", "Usted"],
  ["The other parent", "El otro progenitor"],
  ["{hint} The quick estimate uses the same figure.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.hint} El cálculo rápido usa la misma cifra.`)
}],
  ["Gross monthly income, before tax.", "Ingreso mensual bruto, antes de impuestos."],
  ["Your details", "Sus datos"],
  ["State", "Estado"],
  ["Choose your state", "Elija su estado"],
  ["Model used in {state}: {model}", (i) => {
	return /** @type {LocalizedString} */ (`Modelo que se usa en ${i?.state}: ${i?.model}`)
}],
  ["{state}: the state guideline (gross income), with a rough rule of thumb beside it.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.state}: la guía del estado (ingreso bruto), con una regla práctica aproximada al lado.`)
}],
  ["{state}: the state guideline (net income), with a rough rule of thumb beside it.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.state}: la guía del estado (ingreso neto), con una regla práctica aproximada al lado.`)
}],
  ["{state}: a rough estimate only; its guideline is not included here.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.state}: solo un cálculo aproximado; su guía no está incluida aquí.`)
}],
  ["{state} uses the Melson Formula, which is highly complex and needs legal consultation. This tool cannot estimate it; please consult a family law attorney in {state}.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.state} usa la Fórmula Melson, que es muy compleja y requiere asesoramiento legal. Esta herramienta no puede calcularla; consulte a un abogado de derecho de familia en ${i?.state}.`)
}],
  ["Your monthly income ($)", "Su ingreso mensual ($)"],
  ["The other parent’s monthly income ($)", "Ingreso mensual del otro progenitor ($)"],
  ["The rough estimate for {state} counts only the paying parent’s income: this figure is used when the other parent pays.", (i) => {
	return /** @type {LocalizedString} */ (`El cálculo aproximado para ${i?.state} cuenta solo el ingreso del progenitor que paga: esta cifra se usa cuando paga el otro progenitor.`)
}],
  ["Number of children", "Número de hijos"],
  ["The quick estimate counts 4 or more children as 4.", "El cálculo rápido cuenta 4 o más hijos como 4."],
  ["6 or more", "6 o más"],
  ["Overnights per year", "Noches por año"],
  ["Filled in from your parenting-time schedule: {yours} overnights with you and {other} with the other parent. You can change them.", (i) => {
	return /** @type {LocalizedString} */ (`Llenado con su calendario de tiempo de crianza: ${i?.yours} noches con usted y ${i?.other} con el otro progenitor. Puede cambiarlas.`)
}],
  ["How many nights a year the children sleep at each home. The parent with fewer overnights is the one who pays.", "Cuántas noches al año duermen los hijos en cada casa. El progenitor con menos noches es el que paga."],
  ["Overnights with you", "Noches con usted"],
  ["Overnights with the other parent", "Noches con el otro progenitor"],
  ["Monthly child-care cost ($), optional", "Costo mensual del cuidado de los hijos ($), opcional"],
  ["Child care needed so a parent can work or study. Leave empty if none.", "El cuidado de los hijos que un progenitor necesita para trabajar o estudiar. Déjelo en blanco si no hay."],
  ["the child care", "el cuidado de los hijos"],
  ["Monthly health insurance for the children ($), optional", "Seguro médico mensual de los hijos ($), opcional"],
  ["The part of the premium that covers the children.", "La parte de la prima que cubre a los hijos."],
  ["the health insurance", "el seguro médico"],
  ["Monthly medical costs insurance does not pay ($), optional", "Gastos médicos mensuales que el seguro no paga ($), opcional"],
  ["the medical costs", "los gastos médicos"],
  ["Your monthly New York City or Yonkers income tax ($), optional", "Su impuesto mensual sobre el ingreso de la Ciudad de Nueva York o de Yonkers ($), opcional"],
  ["Only if you pay it; New York takes it off income.", "Solo si usted lo paga; Nueva York lo resta del ingreso."],
  ["The other parent’s monthly New York City or Yonkers income tax ($), optional", "Impuesto mensual sobre el ingreso de la Ciudad de Nueva York o de Yonkers del otro progenitor ($), opcional"],
  ["Calculate", "Calcular"],
  ["Enter an amount of zero or more, like 2500 or 2,500.50.", "Escriba una cantidad de cero o más, por ejemplo 2500 o 2,500.50."],
  ["Enter a monthly amount of zero or more, like 4200 or 4,200.50.", "Escriba una cantidad mensual de cero o más, por ejemplo 4200 o 4,200.50."],
  ["Enter a whole number of nights from 0 to 366.", "Escriba un número entero de noches, de 0 a 366."],
  ["The two counts should add up to 365 nights (366 in a leap year); now they add up to {sum}.", (i) => {
	return /** @type {LocalizedString} */ (`Las dos cantidades deben sumar 365 noches (366 en un año bisiesto); ahora suman ${i?.sum}.`)
}],
  ["(opens in a new tab)", "(se abre en una pestaña nueva)"],
  ["{state}’s guideline uses the Melson formula, which this tool does not include.", (i) => {
	return /** @type {LocalizedString} */ (`La guía de ${i?.state} usa la Fórmula Melson, que esta herramienta no incluye.`)
}],
  ["{state}’s guideline uses a schedule table that this tool does not yet include, so only the quick estimate is shown.", (i) => {
	return /** @type {LocalizedString} */ (`La guía de ${i?.state} usa una tabla que esta herramienta todavía no incluye, así que solo se muestra el cálculo rápido.`)
}],
  ["For the real figure, use", "Para la cifra real, use"],
  ["Enter the incomes and the overnights, then press Calculate to see the {state} guideline worked step by step.", (i) => {
	return /** @type {LocalizedString} */ (`Escriba los ingresos y las noches, y pulse Calcular para ver la guía de ${i?.state} paso a paso.`)
}],
  ["To see the {state} guideline, enter how many overnights the children spend with each of you.", (i) => {
	return /** @type {LocalizedString} */ (`Para ver la guía de ${i?.state}, escriba cuántas noches pasan los hijos con cada uno de ustedes.`)
}],
  ["Some fields need a fix (see the messages under them) before the {state} guideline can be worked out.", (i) => {
	return /** @type {LocalizedString} */ (`Hay campos que corregir (vea los mensajes debajo de ellos) antes de poder calcular la guía de ${i?.state}.`)
}],
  ["Source: {law}. Figures used: {effective}. Checked on {checked}.", (i) => {
	return /** @type {LocalizedString} */ (`Fuente: ${i?.law}. Cifras usadas: ${i?.effective}. Revisado el ${i?.checked}.`)
}],
  ["Read the rule", "Leer la regla"],
  ["{state}’s official calculator or guide", (i) => {
	return /** @type {LocalizedString} */ (`Calculadora o guía oficial de ${i?.state}`)
}],
  ["{state}’s official calculator", (i) => {
	return /** @type {LocalizedString} */ (`la calculadora oficial de ${i?.state}`)
}],
  ["Building the worksheet PDF on this device…", "Creando el PDF de la hoja de cálculo en este dispositivo…"],
  ["The worksheet PDF is ready: {name}.", (i) => {
	return /** @type {LocalizedString} */ (`El PDF de la hoja de cálculo está listo: ${i?.name}.`)
}],
  ["The PDF could not be built. What you typed is unchanged.", "No se pudo crear el PDF. Lo que usted escribió no cambió."],
  ["Could Not Build the PDF", "No se pudo crear el PDF"],
  ["The worksheet could not be created on this device. Please try again. {error}", (i) => {
	return /** @type {LocalizedString} */ (`No se pudo crear la hoja de cálculo en este dispositivo. Inténtelo otra vez. ${i?.error}`)
}],
  ["Download the worksheet (PDF)", "Descargar la hoja de cálculo (PDF)"],
  ["A PDF of this worksheet to bring to a mediator or lawyer, made on this device.", "Un PDF de esta hoja de cálculo para llevarle a un mediador o a un abogado, hecho en este dispositivo."],
  ["Nobody pays: the amounts cancel out.", "Nadie paga: las cantidades se compensan."],
  ["You pay the other parent", "Usted le paga al otro progenitor"],
  ["The other parent pays you", "El otro progenitor le paga a usted"],
  ["a month", "al mes"],
  ["Method: {method} (gross income).", (i) => {
	return /** @type {LocalizedString} */ (`Método: ${i?.method} (ingreso bruto).`)
}],
  ["Method: {method} (net income).", (i) => {
	return /** @type {LocalizedString} */ (`Método: ${i?.method} (ingreso neto).`)
}],
  ["Worksheet, line by line", "Hoja de cálculo, línea por línea"],
  ["Parent 1 (you)", "Progenitor 1 (usted)"],
  ["Parent 2 (the other parent)", "Progenitor 2 (el otro progenitor)"],
  ["Not known yet: enter the overnights", "Todavía no se sabe: escriba las noches"],
  ["Model", "Modelo"],
  ["{model} ({state}, {kids})", (i) => {
	return /** @type {LocalizedString} */ (`${i?.model} (${i?.state}, ${i?.kids})`)
}],
  ["4 or more children", "4 o más hijos"],
  ["Base obligation", "Obligación base"],
  ["Parent 1 (you) obligation", "Obligación del progenitor 1 (usted)"],
  ["Parent 2 (the other parent) obligation", "Obligación del progenitor 2 (el otro progenitor)"],
  ["Parent 1 (you) income share", "Parte del ingreso del progenitor 1 (usted)"],
  ["Parent 2 (the other parent) income share", "Parte del ingreso del progenitor 2 (el otro progenitor)"],
  ["Paying parent", "Progenitor que paga"],
  ["Receiving parent", "Progenitor que recibe"],
  ["Rough rule of thumb, not the guideline", "Regla práctica aproximada, no la guía"],
  ["Rough estimate", "Cálculo aproximado"],
  ["{label}: {payer} pays {receiver}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.payer} le paga a ${i?.receiver}`)
}],
  ["{label}: if you pay,", (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: si usted paga,`)
}],
  ["a month; if the other parent pays,", "al mes; si paga el otro progenitor,"],
  ["enter their income to see it", "escriba su ingreso para verlo"],
  ["{amount} a month", (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} al mes`)
}],
  ["Transfer amount", "Cantidad que se paga"],
  ["{amount} per month", (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} por mes`)
}],
  ["Formula used", "Fórmula usada"],
  ["Parent 1", "Progenitor 1"],
  ["Parent 2", "Progenitor 2"],
  ["Income Shares", "Ingresos compartidos"],
  ["Percentage of Income", "Porcentaje del ingreso"],
  ["The parent with fewer overnights pays. Enter the overnights to see which of you that is.", "Paga el progenitor con menos noches. Escriba las noches para ver cuál de ustedes es."],
  ["You have the children for the same number of overnights, so the parent with the higher income, Parent 1 (you), pays Parent 2.", "Ustedes tienen a los hijos el mismo número de noches, así que paga el progenitor con el ingreso más alto, el progenitor 1 (usted), al progenitor 2."],
  ["You have the children for the same number of overnights, so the parent with the higher income, Parent 2 (the other parent), pays Parent 1.", "Ustedes tienen a los hijos el mismo número de noches, así que paga el progenitor con el ingreso más alto, el progenitor 2 (el otro progenitor), al progenitor 1."],
  ["Parent 1 (you) has fewer overnights{nights}, so Parent 1 pays Parent 2.", (i) => {
	return /** @type {LocalizedString} */ (`El progenitor 1 (usted) tiene menos noches${i?.nights}, así que el progenitor 1 le paga al progenitor 2.`)
}],
  ["Parent 2 (the other parent) has fewer overnights{nights}, so Parent 2 pays Parent 1.", (i) => {
	return /** @type {LocalizedString} */ (`El progenitor 2 (el otro progenitor) tiene menos noches${i?.nights}, así que el progenitor 2 le paga al progenitor 1.`)
}],
  [" ({n} of {total})", (i) => {
	return /** @type {LocalizedString} */ (` (${i?.n} de ${i?.total})`)
}],
  ["{state} uses the Percentage of Income model: only the paying parent's income counts. If Parent 1 pays: {p1} × {rate}% for {kids} = {yours}.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.state} usa el modelo de porcentaje del ingreso: solo cuenta el ingreso del progenitor que paga. Si paga el progenitor 1: ${i?.p1} × ${i?.rate}% por ${i?.kids} = ${i?.yours}.`)
}],
  ["{state} uses the Percentage of Income model: only the paying parent's income counts. If Parent 1 pays: {p1} × {rate}% for {kids} = {yours}; if Parent 2 pays: {p2} × {rate}% = {other}.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.state} usa el modelo de porcentaje del ingreso: solo cuenta el ingreso del progenitor que paga. Si paga el progenitor 1: ${i?.p1} × ${i?.rate}% por ${i?.kids} = ${i?.yours}; si paga el progenitor 2: ${i?.p2} × ${i?.rate}% = ${i?.other}.`)
}],
  ["{state} uses the Percentage of Income model: only the paying parent's income counts. Parent 1's monthly income of {income} × {rate}% for {kids} = {amount}, which Parent 1 pays to Parent 2.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.state} usa el modelo de porcentaje del ingreso: solo cuenta el ingreso del progenitor que paga. El ingreso mensual del progenitor 1, ${i?.income} × ${i?.rate}% por ${i?.kids} = ${i?.amount}, que el progenitor 1 le paga al progenitor 2.`)
}],
  ["{state} uses the Percentage of Income model: only the paying parent's income counts. Parent 2's monthly income of {income} × {rate}% for {kids} = {amount}, which Parent 2 pays to Parent 1.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.state} usa el modelo de porcentaje del ingreso: solo cuenta el ingreso del progenitor que paga. El ingreso mensual del progenitor 2, ${i?.income} × ${i?.rate}% por ${i?.kids} = ${i?.amount}, que el progenitor 2 le paga al progenitor 1.`)
}],
  ["{state} uses the Income Shares model: combined monthly income {combined} ({p1} + {p2}) × {rate}% for {kids} = base obligation {base}. Each parent's obligation is the base times their share of combined income (Parent 1 {s1}, Parent 2 {s2}); {pays}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.state} usa el modelo de ingresos compartidos: ingreso mensual combinado ${i?.combined} (${i?.p1} + ${i?.p2}) × ${i?.rate}% por ${i?.kids} = obligación base ${i?.base}. La obligación de cada progenitor es la base por su parte del ingreso combinado (progenitor 1 ${i?.s1}, progenitor 2 ${i?.s2}); ${i?.pays}`)
}],
  ["the parent with fewer overnights pays their obligation (Parent 1 {ob1}, Parent 2 {ob2}) to the other.", (i) => {
	return /** @type {LocalizedString} */ (`el progenitor con menos noches le paga su obligación (progenitor 1 ${i?.ob1}, progenitor 2 ${i?.ob2}) al otro.`)
}],
  ["Parent 1 pays their obligation of {amount} to Parent 2.", (i) => {
	return /** @type {LocalizedString} */ (`el progenitor 1 le paga su obligación de ${i?.amount} al progenitor 2.`)
}],
  ["Parent 2 pays their obligation of {amount} to Parent 1.", (i) => {
	return /** @type {LocalizedString} */ (`el progenitor 2 le paga su obligación de ${i?.amount} al progenitor 1.`)
}],
  ["1 child", "1 hijo"],
  ["{n} children", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} hijos`)
}],
  ["you", "usted"],
  ["the other parent", "el otro progenitor"],
  ["your", "de usted"],
  ["the other parent’s", "del otro progenitor"],
  ["to you", "a usted"],
  ["to the other parent", "al otro progenitor"],
  ["Per month, paid by you to the other parent", "Al mes, pagado por usted al otro progenitor"],
  ["Per month, paid by the other parent to you", "Al mes, pagado por el otro progenitor a usted"],
  ["Per month: nobody pays, the amounts cancel out", "Al mes: nadie paga, las cantidades se compensan"],
  ["You (the parent with fewer overnights): {item}", (i) => {
	return /** @type {LocalizedString} */ (`Usted (el progenitor con menos noches): ${i?.item}`)
}],
  ["The other parent (the parent with fewer overnights): {item}", (i) => {
	return /** @type {LocalizedString} */ (`El otro progenitor (el progenitor con menos noches): ${i?.item}`)
}],
  ["You have the children for the same number of overnights, so this treats the parent with the higher income as the one who pays. A court decides this in each case.", "Ustedes tienen a los hijos el mismo número de noches, así que aquí se toma como progenitor que paga al de ingreso más alto. La corte lo decide en cada caso."],
  ["You have", "Usted tiene"],
  ["The other parent has", "El otro progenitor tiene"],
  ["{person} {fewer} overnights, {gap} short of the {threshold}-overnight ({percent}) threshold. At {threshold} or more, {rule} applies, which can change the amount a lot.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.person} ${i?.fewer} noches, ${i?.gap} menos que el límite de ${i?.threshold} noches (${i?.percent}). Con ${i?.threshold} o más, se aplica ${i?.rule}, lo que puede cambiar mucho la cantidad.`)
}],
  ["{person} {fewer} overnights, exactly at the {threshold}-overnight ({percent}) threshold. Below {threshold}, {rule} no longer applies, which can change the amount a lot.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.person} ${i?.fewer} noches, justo en el límite de ${i?.threshold} noches (${i?.percent}). Con menos de ${i?.threshold}, ya no se aplica ${i?.rule}, lo que puede cambiar mucho la cantidad.`)
}],
  ["{person} {fewer} overnights, {gap} above the {threshold}-overnight ({percent}) threshold. Below {threshold}, {rule} no longer applies, which can change the amount a lot.", (i) => {
	return /** @type {LocalizedString} */ (`${i?.person} ${i?.fewer} noches, ${i?.gap} más que el límite de ${i?.threshold} noches (${i?.percent}). Con menos de ${i?.threshold}, ya no se aplica ${i?.rule}, lo que puede cambiar mucho la cantidad.`)
}],
  ["Your monthly income (gross)", "Su ingreso mensual (bruto)"],
  ["Your monthly income (net)", "Su ingreso mensual (neto)"],
  ["The other parent’s monthly income (gross)", "Ingreso mensual del otro progenitor (bruto)"],
  ["The other parent’s monthly income (net)", "Ingreso mensual del otro progenitor (neto)"],
  ["Children", "Hijos"],
  ["Overnights a year: you / the other parent", "Noches al año: usted / el otro progenitor"],
  ["{amount}, paid by {person}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}, que paga ${i?.person}`)
}],
  ["Child care a month", "Cuidado de los hijos al mes"],
  ["Children’s health insurance a month", "Seguro médico de los hijos al mes"],
  ["Medical costs insurance does not pay, a month", "Gastos médicos que el seguro no paga, al mes"],
  ["City income tax a month: you / the other parent", "Impuesto municipal sobre el ingreso al mes: usted / el otro progenitor"],
  ["You pay the other parent {amount} a month.", (i) => {
	return /** @type {LocalizedString} */ (`Usted le paga al otro progenitor ${i?.amount} al mes.`)
}],
  ["The other parent pays you {amount} a month.", (i) => {
	return /** @type {LocalizedString} */ (`El otro progenitor le paga a usted ${i?.amount} al mes.`)
}],
  ["Result", "Resultado"],
  ["Method", "Método"],
  ["{method} (gross income)", (i) => {
	return /** @type {LocalizedString} */ (`${i?.method} (ingreso bruto)`)
}],
  ["{method} (net income)", (i) => {
	return /** @type {LocalizedString} */ (`${i?.method} (ingreso neto)`)
}],
  ["What was entered", "Lo que se escribió"],
  ["Notes", "Notas"],
  ["Note {n}", (i) => {
	return /** @type {LocalizedString} */ (`Nota ${i?.n}`)
}],
  ["Law", "Ley"],
  ["Figures used", "Cifras usadas"],
  ["Checked on", "Revisado el"],
  ["Where the rule is published", "Dónde se publica la regla"],
  ["What this is", "Qué es esto"],
  ["An estimate to help you prepare, worked on this device. It is not the amount a court will order; the court decides.", "Un cálculo aproximado para ayudarle a prepararse, hecho en este dispositivo. No es la cantidad que ordenará la corte; la corte decide."],
  ["Law and dates", "Ley y fechas"],
  ["{state} Child Support Worksheet", (i) => {
	return /** @type {LocalizedString} */ (`Hoja de cálculo de manutención de los hijos de ${i?.state}`)
}],
  ["× {x} for {kids}", (i) => {
	return /** @type {LocalizedString} */ (`× ${i?.x} por ${i?.kids}`)
}],
  ["HN: net disposable income of the higher earner ({person})", (i) => {
	return /** @type {LocalizedString} */ (`HN: ingreso neto disponible del que gana más (${i?.person})`)
}],
  ["TN: total net disposable income of both parents", "TN: ingreso neto disponible total de los dos progenitores"],
  ["H%: higher earner’s share of time ({n} of {total} overnights)", (i) => {
	return /** @type {LocalizedString} */ (`H%: parte del tiempo del que gana más (${i?.n} de ${i?.total} noches)`)
}],
  ["Income-band fraction: {text}", (i) => {
	return /** @type {LocalizedString} */ (`Fracción del tramo de ingreso: ${i?.text}`)
}],
  ["K = ({k}) × fraction", (i) => {
	return /** @type {LocalizedString} */ (`K = (${i?.k}) × fracción`)
}],
  ["CS for one child = K × [HN − (H% × TN)]", "CS (manutención) por un hijo = K × [HN − (H% × TN)]"],
  ["The result is negative, so the lower earner pays the higher earner (§ 4055(b)(5)).", "El resultado es negativo, así que el que gana menos le paga al que gana más (§ 4055(b)(5))."],
  ["Child care {amount} a month × {whose} share of net income", (i) => {
	return /** @type {LocalizedString} */ (`Cuidado de los hijos ${i?.amount} al mes × parte del ingreso neto ${i?.whose}`)
}],
  ["The child-care share assumes {person} pays the child-care provider (§ 4061 shares it by net income).", (i) => {
	return /** @type {LocalizedString} */ (`La parte del cuidado de los hijos supone que ${i?.person} le paga al proveedor del cuidado (el § 4061 la reparte según el ingreso neto).`)
}],
  ["You have net income under {amount} a month (full-time work at the state minimum wage), so California's low-income adjustment applies and lowers this amount; that adjustment is not included here.", (i) => {
	return /** @type {LocalizedString} */ (`Usted tiene un ingreso neto de menos de ${i?.amount} al mes (trabajo de tiempo completo con el salario mínimo del estado), así que se aplica el ajuste de California para ingresos bajos, que baja esta cantidad; ese ajuste no está incluido aquí.`)
}],
  ["The other parent has net income under {amount} a month (full-time work at the state minimum wage), so California's low-income adjustment applies and lowers this amount; that adjustment is not included here.", (i) => {
	return /** @type {LocalizedString} */ (`El otro progenitor tiene un ingreso neto de menos de ${i?.amount} al mes (trabajo de tiempo completo con el salario mínimo del estado), así que se aplica el ajuste de California para ingresos bajos, que baja esta cantidad; ese ajuste no está incluido aquí.`)
}],
  ["Every overnight changes H%, so in California the amount moves with each change in time; there is no single threshold.", "Cada noche cambia el H%, así que en California la cantidad cambia con cada cambio de tiempo; no hay un solo límite."],
  ["Statewide uniform guideline formula", "Fórmula de la guía uniforme estatal"],
  ["California Family Code § 4055 (statewide uniform guideline)", "Código de Familia de California, § 4055 (guía uniforme estatal)"],
  ["September 1, 2024 (income bands as amended by SB 343)", "1 de septiembre de 2024 (tramos de ingreso según la enmienda de la ley SB 343)"],
  ["California uses net disposable income: gross income minus income taxes, Social Security and Medicare tax, mandatory retirement, health insurance and other support you already pay (§ 4059).", "California usa el ingreso neto disponible: el ingreso bruto menos los impuestos sobre el ingreso, el impuesto del Seguro Social y de Medicare, la jubilación obligatoria, el seguro médico y otra manutención que usted ya paga (§ 4059)."],
  ["0.165 + TN ÷ 82,857 (TN up to $2,900)", "0.165 + TN ÷ 82,857 (TN hasta $2,900)"],
  ["0.131 + TN ÷ 42,149 (TN $2,901 to $5,000)", "0.131 + TN ÷ 42,149 (TN de $2,901 a $5,000)"],
  ["0.25 (TN $5,001 to $10,000)", "0.25 (TN de $5,001 a $10,000)"],
  ["0.10 + 1,499 ÷ TN (TN $10,001 to $15,000)", "0.10 + 1,499 ÷ TN (TN de $10,001 a $15,000)"],
  ["0.12 + 1,200 ÷ TN (TN over $15,000)", "0.12 + 1,200 ÷ TN (TN de más de $15,000)"],
  ["× {x} for {kids} ({reading})", (i) => {
	return /** @type {LocalizedString} */ (`× ${i?.x} por ${i?.kids} (${i?.reading})`)
}],
  ["monthly net resources", "recursos netos mensuales"],
  ["Net resources up to the cap of {cap}", (i) => {
	return /** @type {LocalizedString} */ (`Recursos netos hasta el tope de ${i?.cap}`)
}],
  ["Net resources above {cap} a month are outside the percentages; a court may order more if the children's proven needs require it (§ 154.126).", (i) => {
	return /** @type {LocalizedString} */ (`Los recursos netos de más de ${i?.cap} al mes quedan fuera de los porcentajes; la corte puede ordenar más si las necesidades probadas de los hijos lo requieren (§ 154.126).`)
}],
  ["low-income schedule (net resources under {amount}), § 154.125(c)", (i) => {
	return /** @type {LocalizedString} */ (`tabla para ingresos bajos (recursos netos de menos de ${i?.amount}), § 154.125(c)`)
}],
  ["schedule, § 154.125(b)", "tabla, § 154.125(b)"],
  ["For 6 or more children Texas says \"not less than the amount for 5 children\"; this shows that minimum.", "Para 6 o más hijos, Texas dice “no menos que la cantidad para 5 hijos”; aquí se muestra ese mínimo."],
  ["Texas has no formula for shared parenting time; a court may depart from the percentage for it (§ 154.123). Medical and dental support is ordered on top of this amount. The table for parents supporting children in more than one household (§ 154.129) is not included.", "Texas no tiene una fórmula para el tiempo de crianza compartido; la corte puede apartarse del porcentaje por ese motivo (§ 154.123). La manutención médica y dental se ordena además de esta cantidad. No se incluye la tabla para progenitores que mantienen a hijos en más de un hogar (§ 154.129)."],
  ["Low-income percentage schedule", "Tabla de porcentajes para ingresos bajos"],
  ["Percentage of net resources", "Porcentaje de los recursos netos"],
  ["Texas Family Code § 154.125 (with the net-resources cap published by the Attorney General in the Texas Register)", "Código de Familia de Texas, § 154.125 (con el tope de recursos netos que publica el Procurador General en el Texas Register)"],
  ["September 1, 2025 (net-resources cap $11,700 a month)", "1 de septiembre de 2025 (tope de recursos netos: $11,700 al mes)"],
  ["Texas uses monthly net resources: income minus federal income tax (as a single person), Social Security and Medicare tax, union dues and the children’s health insurance.", "Texas usa los recursos netos mensuales: el ingreso menos el impuesto federal sobre el ingreso (como persona soltera), el impuesto del Seguro Social y de Medicare, las cuotas sindicales y el seguro médico de los hijos."],
  ["Confirmed: the rule for net resources under $1,000 a month (§ 154.125(c)) exists. Not confirmed: that its percentages are still the ones used here (15%, 20%, 25%, 30%, 35%, as published in 2018); they may have changed.", "Confirmado: existe la regla para recursos netos de menos de $1,000 al mes (§ 154.125(c)). Sin confirmar: que sus porcentajes sigan siendo los que se usan aquí (15%, 20%, 25%, 30%, 35%, publicados en 2018); pueden haber cambiado."],
  ["monthly adjusted gross income", "ingreso bruto ajustado mensual"],
  ["Adjusted gross income of {amount} a year is above $100,000, so the court must say in writing whether this percentage is reasonable (§ 43-19-101(4)).", (i) => {
	return /** @type {LocalizedString} */ (`Un ingreso bruto ajustado de ${i?.amount} al año es de más de $100,000, así que la corte debe decir por escrito si este porcentaje es razonable (§ 43-19-101(4)).`)
}],
  ["Adjusted gross income of {amount} a year is below $10,000, so the court must say in writing whether this percentage is reasonable (§ 43-19-101(4)).", (i) => {
	return /** @type {LocalizedString} */ (`Un ingreso bruto ajustado de ${i?.amount} al año es de menos de $10,000, así que la corte debe decir por escrito si este porcentaje es razonable (§ 43-19-101(4)).`)
}],
  ["Mississippi has no formula for shared parenting time; a court may depart from the percentage for it (§ 43-19-103).", "Misisipi no tiene una fórmula para el tiempo de crianza compartido; la corte puede apartarse del porcentaje por ese motivo (§ 43-19-103)."],
  ["Percentage of adjusted gross income", "Porcentaje del ingreso bruto ajustado"],
  ["Mississippi Code § 43-19-101", "Código de Misisipi, § 43-19-101"],
  ["July 1, 2013 (current percentages and income limits)", "1 de julio de 2013 (porcentajes y límites de ingreso actuales)"],
  ["Mississippi uses adjusted gross income: gross income minus income tax, Social Security and Medicare tax, mandatory retirement and any support already ordered for other children.", "Misisipi usa el ingreso bruto ajustado: el ingreso bruto menos el impuesto sobre el ingreso, el impuesto del Seguro Social y de Medicare, la jubilación obligatoria y cualquier manutención ya ordenada para otros hijos."],
  ["joint physical custody (each parent’s amount offset against the other’s)", "la custodia física compartida (la cantidad de cada progenitor se compensa con la del otro)"],
  ["monthly gross income", "ingreso bruto mensual"],
  ["Base obligation for {kids}: {parts}", (i) => {
	return /** @type {LocalizedString} */ (`Obligación base por ${i?.kids}: ${i?.parts}`)
}],
  ["Your base obligation for {kids}: {parts}", (i) => {
	return /** @type {LocalizedString} */ (`Obligación base de usted por ${i?.kids}: ${i?.parts}`)
}],
  ["The other parent’s base obligation: {parts}", (i) => {
	return /** @type {LocalizedString} */ (`Obligación base del otro progenitor: ${i?.parts}`)
}],
  ["Joint physical custody: the larger minus the smaller", "Custodia física compartida: la mayor menos la menor"],
  ["If the paying parent’s income is low, Nevada’s low-income schedule (NAC 425.145) may give a lower amount; it is a table and is not included. Child care and health insurance are divided separately by the court (NAC 425.130 and 425.135).", "Si el ingreso del progenitor que paga es bajo, la tabla de Nevada para ingresos bajos (NAC 425.145) puede dar una cantidad menor; es una tabla y no está incluida. La corte reparte aparte el cuidado de los hijos y el seguro médico (NAC 425.130 y 425.135)."],
  ["Joint physical custody offset", "Compensación por custodia física compartida"],
  ["Tiered percentages", "Porcentajes por tramos"],
  ["Nevada Administrative Code §§ 425.115 and 425.140", "Código Administrativo de Nevada, §§ 425.115 y 425.140"],
  ["February 1, 2020 (tiers unchanged in the 2024 amendments)", "1 de febrero de 2020 (tramos sin cambios en las enmiendas de 2024)"],
  ["Nevada uses monthly gross income: income from all sources before tax (business expenses taken off for the self-employed).", "Nevada usa el ingreso bruto mensual: el ingreso de todas las fuentes antes de impuestos (restando los gastos del negocio si trabaja por cuenta propia)."],
  ["Confirmed: the percentages for 1 to 4 children. Not confirmed: the extra 0.5% above $10,000 for each child after the fourth, as published in 2020; it may have changed.", "Confirmado: los porcentajes para 1 a 4 hijos. Sin confirmar: el 0.5% adicional por encima de $10,000 por cada hijo después del cuarto, publicado en 2020; puede haber cambiado."],
  ["{step}. Yours × the other parent’s time ({n} of {total} overnights)", (i) => {
	return /** @type {LocalizedString} */ (`${i?.step}. La de usted × el tiempo del otro progenitor (${i?.n} de ${i?.total} noches)`)
}],
  ["{step}. The other parent’s × your time ({n} of {total} overnights)", (i) => {
	return /** @type {LocalizedString} */ (`${i?.step}. La del otro progenitor × el tiempo de usted (${i?.n} de ${i?.total} noches)`)
}],
  ["the shared-placement formula", "la fórmula de colocación compartida"],
  ["monthly income available for child support", "ingreso mensual disponible para la manutención de los hijos"],
  ["Percentage standard for {kids}: {parts}", (i) => {
	return /** @type {LocalizedString} */ (`Porcentaje estándar por ${i?.kids}: ${i?.parts}`)
}],
  ["This income is in the range where Wisconsin’s low-income table (DCF 150 Appendix C) may give a lower amount; that table is not included here.", "Este ingreso está en el rango donde la tabla de Wisconsin para ingresos bajos (DCF 150, Apéndice C) puede dar una cantidad menor; esa tabla no está incluida aquí."],
  ["Percentage standard", "Porcentaje estándar"],
  ["Monthly income available for child support: you / the other parent", "Ingreso mensual disponible para la manutención de los hijos: usted / el otro progenitor"],
  ["1. Your percentage-standard amount for {kids}: {parts}", (i) => {
	return /** @type {LocalizedString} */ (`1. Cantidad de usted según el porcentaje estándar por ${i?.kids}: ${i?.parts}`)
}],
  ["1. The other parent’s amount: {parts}", (i) => {
	return /** @type {LocalizedString} */ (`1. Cantidad del otro progenitor: ${i?.parts}`)
}],
  ["2. Each × 150%: you / the other parent", "2. Cada una × 150%: usted / el otro progenitor"],
  ["4. Offset: the larger minus the smaller", "4. Compensación: la mayor menos la menor"],
  ["5. Not more than {whose} percentage-standard amount", (i) => {
	return /** @type {LocalizedString} */ (`5. No más que la cantidad según el porcentaje estándar ${i?.whose}`)
}],
  ["In shared placement the court also divides the children’s variable costs (child care, school, activities) in proportion to placement time; those are not included.", "En la colocación compartida, la corte también reparte los gastos variables de los hijos (cuidado, escuela, actividades) en proporción al tiempo con cada uno; esos no están incluidos."],
  ["Shared-placement formula", "Fórmula de colocación compartida"],
  ["Wisconsin Administrative Code ch. DCF 150 (§§ DCF 150.03, 150.035 and 150.04)", "Código Administrativo de Wisconsin, cap. DCF 150 (§§ DCF 150.03, 150.035 y 150.04)"],
  ["DCF 150 as published in 2026 (shared-placement rules as revised by Clearinghouse Rule 23-011; percentages unchanged since 2004)", "DCF 150 como se publicó en 2026 (reglas de colocación compartida según la revisión de la Clearinghouse Rule 23-011; porcentajes sin cambios desde 2004)"],
  ["Wisconsin uses monthly income available for child support: gross income before tax, from all sources.", "Wisconsin usa el ingreso mensual disponible para la manutención de los hijos: el ingreso bruto antes de impuestos, de todas las fuentes."],
  ["Not confirmed: the 14% for one child on income from $7,000 to $12,500 a month (DCF 150.04(5)(c)1.). The other high-income percentages were checked against the Administrative Code on November 27, 2026.", "Sin confirmar: el 14% por un hijo sobre el ingreso de $7,000 a $12,500 al mes (DCF 150.04(5)(c)1.). Los otros porcentajes para ingresos altos se revisaron con el Código Administrativo el 27 de noviembre de 2026."],
  ["Alaska’s shared-custody formula", "la fórmula de custodia compartida de Alaska"],
  ["Your adjusted annual income is above {cap}; the percentage is applied only up to that amount, and the court may add more for income above it.", (i) => {
	return /** @type {LocalizedString} */ (`El ingreso anual ajustado de usted es de más de ${i?.cap}; el porcentaje se aplica solo hasta esa cantidad, y la corte puede agregar más por el ingreso que pase de ella.`)
}],
  ["The other parent’s adjusted annual income is above {cap}; the percentage is applied only up to that amount, and the court may add more for income above it.", (i) => {
	return /** @type {LocalizedString} */ (`El ingreso anual ajustado del otro progenitor es de más de ${i?.cap}; el porcentaje se aplica solo hasta esa cantidad, y la corte puede agregar más por el ingreso que pase de ella.`)
}],
  ["adjusted annual income (monthly × 12)", "ingreso anual ajustado (mensual × 12)"],
  ["Up to {cap} × {x} for {kids}, per year", (i) => {
	return /** @type {LocalizedString} */ (`Hasta ${i?.cap} × ${i?.x} por ${i?.kids}, al año`)
}],
  ["Per month (per year ÷ 12)", "Al mes (al año ÷ 12)"],
  ["Not less than the $50 monthly minimum", "No menos que el mínimo de $50 al mes"],
  ["Adjusted annual income: you / the other parent", "Ingreso anual ajustado: usted / el otro progenitor"],
  ["1. Each × {x} for {kids} (income up to {cap}): you / the other parent", (i) => {
	return /** @type {LocalizedString} */ (`1. Cada uno × ${i?.x} por ${i?.kids} (ingreso hasta ${i?.cap}): usted / el otro progenitor`)
}],
  ["3. The larger minus the smaller", "3. La mayor menos la menor"],
  ["4. × 1.5, per year", "4. × 1.5, al año"],
  ["Work-related child-care costs for these children are taken off adjusted income before the percentage (Rule 90.3(a)(1)(E)); enter income after them.", "Los gastos de cuidado de estos hijos relacionados con el trabajo se restan del ingreso ajustado antes del porcentaje (Regla 90.3(a)(1)(E)); escriba el ingreso después de restarlos."],
  ["Shared custody formula", "Fórmula de custodia compartida"],
  ["Primary custody percentage", "Porcentaje de custodia principal"],
  ["Alaska Rule of Civil Procedure 90.3", "Regla de Procedimiento Civil de Alaska 90.3"],
  ["Rule 90.3 as amended effective October 16, 2023", "Regla 90.3 según la enmienda vigente desde el 16 de octubre de 2023"],
  ["Alaska uses adjusted income: total income minus income tax, Social Security and Medicare tax, mandatory union dues and retirement, support for other children, and work-related child care for these children.", "Alaska usa el ingreso ajustado: el ingreso total menos el impuesto sobre el ingreso, el impuesto del Seguro Social y de Medicare, las cuotas sindicales y la jubilación obligatorias, la manutención de otros hijos y el cuidado de estos hijos relacionado con el trabajo."],
  ["Not confirmed: the current income cap in Rule 90.3(c)(2). This uses $126,000 a year, the figure published in 2018; it may have changed.", "Sin confirmar: el tope de ingreso actual de la Regla 90.3(c)(2). Aquí se usan $126,000 al año, la cifra publicada en 2018; puede haber cambiado."],
  ["1. Your gross income per year (monthly × 12)", "1. Ingreso bruto de usted al año (mensual × 12)"],
  ["2. The other parent’s gross income per year", "2. Ingreso bruto del otro progenitor al año"],
  ["3. Your FICA (Social Security and Medicare on wages)", "3. FICA de usted (Seguro Social y Medicare sobre el salario)"],
  ["4. The other parent’s FICA", "4. FICA del otro progenitor"],
  ["5. New York City or Yonkers income tax: you / the other parent", "5. Impuesto sobre el ingreso de la Ciudad de Nueva York o de Yonkers: usted / el otro progenitor"],
  ["Your income after these deductions", "Ingreso de usted después de estas deducciones"],
  ["The other parent’s income after these deductions", "Ingreso del otro progenitor después de estas deducciones"],
  ["Combined parental income", "Ingreso combinado de los progenitores"],
  ["Your share of combined income (the parent with fewer overnights)", "Parte de usted del ingreso combinado (el progenitor con menos noches)"],
  ["The other parent’s share of combined income (the parent with fewer overnights)", "Parte del otro progenitor del ingreso combinado (el progenitor con menos noches)"],
  ["Combined income up to the cap of {cap}", (i) => {
	return /** @type {LocalizedString} */ (`Ingreso combinado hasta el tope de ${i?.cap}`)
}],
  ["× {x} for {kids} = combined child support", (i) => {
	return /** @type {LocalizedString} */ (`× ${i?.x} por ${i?.kids} = manutención combinada`)
}],
  ["Your share of it (by income share), per year", "Parte de usted (según su parte del ingreso), al año"],
  ["The other parent’s share of it (by income share), per year", "Parte del otro progenitor (según su parte del ingreso), al año"],
  ["Combined income is above the {cap} cap. For income above the cap the court decides, using the same percentage or the factors in the law; applied to all income, the share would be {amount} a year.", (i) => {
	return /** @type {LocalizedString} */ (`El ingreso combinado pasa del tope de ${i?.cap}. Para el ingreso por encima del tope decide la corte, con el mismo porcentaje o con los factores de la ley; aplicado a todo el ingreso, la parte sería de ${i?.amount} al año.`)
}],
  ["Paying would leave less than the poverty amount ({amount}), so the basic amount is $25 a month", (i) => {
	return /** @type {LocalizedString} */ (`Pagar dejaría menos que la cantidad de pobreza (${i?.amount}), así que la cantidad básica es de $25 al mes`)
}],
  ["Paying would leave less than the self-support reserve ({amount}), so the basic amount is the income above the reserve (at least $50 a month)", (i) => {
	return /** @type {LocalizedString} */ (`Pagar dejaría menos que la reserva de autosuficiencia (${i?.amount}), así que la cantidad básica es el ingreso por encima de la reserva (al menos $50 al mes)`)
}],
  ["Basic child support per month (per year ÷ 12)", "Manutención básica al mes (al año ÷ 12)"],
  ["Child-care cost {amount} a month × {whose} income share", (i) => {
	return /** @type {LocalizedString} */ (`Costo del cuidado de los hijos ${i?.amount} al mes × parte del ingreso ${i?.whose}`)
}],
  ["Health insurance {amount} a month × {whose} income share", (i) => {
	return /** @type {LocalizedString} */ (`Seguro médico ${i?.amount} al mes × parte del ingreso ${i?.whose}`)
}],
  ["The child-care and health-insurance shares assume {person} pays those costs.", (i) => {
	return /** @type {LocalizedString} */ (`Las partes del cuidado de los hijos y del seguro médico suponen que ${i?.person} paga esos gastos.`)
}],
  ["Total per month, paid by you to the other parent", "Total al mes, pagado por usted al otro progenitor"],
  ["Total per month, paid by the other parent to you", "Total al mes, pagado por el otro progenitor a usted"],
  ["New York does not reduce the amount for shared parenting time: the parent with fewer overnights pays the share above.", "Nueva York no reduce la cantidad por el tiempo de crianza compartido: el progenitor con menos noches paga la parte de arriba."],
  ["Child Support Standards Act percentages", "Porcentajes de la Child Support Standards Act (Ley de Normas de Manutención de Menores)"],
  ["Domestic Relations Law § 240(1-b) and Family Court Act § 413 (Child Support Standards Act)", "Domestic Relations Law (Ley de Relaciones Domésticas) § 240(1-b) y Family Court Act (Ley de la Corte de Familia) § 413 (Child Support Standards Act)"],
  ["March 1, 2026 (combined-income cap $193,000); self-support reserve and poverty amount as published March 1, 2025", "1 de marzo de 2026 (tope de ingreso combinado: $193,000); reserva de autosuficiencia y cantidad de pobreza publicadas el 1 de marzo de 2025"],
  ["New York starts from gross income (before tax). Social Security and Medicare tax are taken off here for you, treating all income as wages.", "Nueva York parte del ingreso bruto (antes de impuestos). Aquí se restan por usted el impuesto del Seguro Social y de Medicare, tratando todo el ingreso como salario."],
  ["Not confirmed: the self-support reserve and poverty amount published on March 1, 2026. This uses the March 1, 2025 figures ($21,128 and $15,650); the current ones may differ.", "Sin confirmar: la reserva de autosuficiencia y la cantidad de pobreza publicadas el 1 de marzo de 2026. Aquí se usan las cifras del 1 de marzo de 2025 ($21,128 y $15,650); las actuales pueden ser distintas."],
  ["{n} or more children (the table’s last column)", (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} o más hijos (la última columna de la tabla)`)
}],
  ["First row {row}, {kids}", (i) => {
	return /** @type {LocalizedString} */ (`Primera fila ${i?.row}, ${i?.kids}`)
}],
  ["Below the first row ({row})", (i) => {
	return /** @type {LocalizedString} */ (`Por debajo de la primera fila (${i?.row})`)
}],
  ["Top row {row} ({top}) + {x} of {excess} above it, {kids}", (i) => {
	return /** @type {LocalizedString} */ (`Última fila ${i?.row} (${i?.top}) + ${i?.x} de ${i?.excess} por encima, ${i?.kids}`)
}],
  ["Top row {row}, {kids} (at least this)", (i) => {
	return /** @type {LocalizedString} */ (`Última fila ${i?.row}, ${i?.kids} (como mínimo)`)
}],
  ["Row {row}, {kids}", (i) => {
	return /** @type {LocalizedString} */ (`Fila ${i?.row}, ${i?.kids}`)
}],
  ["Next higher row {row}, {kids}", (i) => {
	return /** @type {LocalizedString} */ (`Siguiente fila más alta ${i?.row}, ${i?.kids}`)
}],
  ["Nearest row {row}, {kids}", (i) => {
	return /** @type {LocalizedString} */ (`Fila más cercana ${i?.row}, ${i?.kids}`)
}],
  ["Between rows {row1} ({a1}) and {row2} ({a2}), in proportion, {kids}", (i) => {
	return /** @type {LocalizedString} */ (`Entre las filas ${i?.row1} (${i?.a1}) y ${i?.row2} (${i?.a2}), en proporción, ${i?.kids}`)
}],
  ["Combined adjusted gross income", "Ingreso bruto ajustado combinado"],
  ["Each parent’s share of the basic obligation, you / the other parent", "Parte de cada progenitor de la obligación básica, usted / el otro progenitor"],
  ["Combined income is above $40,000 a month: Georgia sets the basic amount at the top of its table, and the court may add more for the children’s needs (§ 19-6-15(i)(2)(A)).", "El ingreso combinado pasa de $40,000 al mes: Georgia fija la cantidad básica en la última fila de su tabla, y la corte puede agregar más por las necesidades de los hijos (§ 19-6-15(i)(2)(A))."],
  ["{pct}% of income (at or below {amount})", (i) => {
	return /** @type {LocalizedString} */ (`${i?.pct}% del ingreso (de ${i?.amount} o menos)`)
}],
  ["row {row}", (i) => {
	return /** @type {LocalizedString} */ (`fila ${i?.row}`)
}],
  ["You have the same overnights and the same income, so Georgia leaves it to the court to say which of you is the noncustodial parent; this treats you as that parent.", "Ustedes tienen las mismas noches y el mismo ingreso, así que Georgia deja que la corte diga cuál de ustedes es el progenitor sin custodia; aquí se toma a usted como ese progenitor."],
  ["Schedule B: monthly adjusted gross income, you / the other parent", "Anexo B (Schedule B): ingreso bruto ajustado mensual, usted / el otro progenitor"],
  ["Each parent’s share of combined income, you / the other parent", "Parte de cada progenitor del ingreso combinado, usted / el otro progenitor"],
  ["Basic child support obligation for {kids} (table (o): {reading})", (i) => {
	return /** @type {LocalizedString} */ (`Obligación básica de manutención por ${i?.kids} (tabla (o): ${i?.reading})`)
}],
  ["Schedule C: parenting time adjustment ({person}, the noncustodial parent, {ncp} days; the custodial parent {cp} days; days to the power 2.5)", (i) => {
	return /** @type {LocalizedString} */ (`Anexo C (Schedule C): ajuste por tiempo de crianza (${i?.person}, el progenitor sin custodia, ${i?.ncp} días; el progenitor con custodia, ${i?.cp} días; días elevados a 2.5)`)
}],
  ["Noncustodial parent’s share after the parenting time adjustment", "Parte del progenitor sin custodia después del ajuste por tiempo de crianza"],
  ["Schedule D: {item} {amount} paid by the noncustodial parent; the custodial parent’s share, credited", (i) => {
	return /** @type {LocalizedString} */ (`Anexo D (Schedule D): ${i?.item} ${i?.amount} que paga el progenitor sin custodia; la parte del progenitor con custodia, acreditada`)
}],
  ["Schedule D: {item} {amount} paid by the custodial parent; the noncustodial parent’s share, added", (i) => {
	return /** @type {LocalizedString} */ (`Anexo D (Schedule D): ${i?.item} ${i?.amount} que paga el progenitor con custodia; la parte del progenitor sin custodia, sumada`)
}],
  ["health insurance for the children", "seguro médico de los hijos"],
  ["work-related child care", "cuidado de los hijos por trabajo"],
  ["Presumptive amount of child support for the noncustodial parent", "Cantidad presunta de manutención del progenitor sin custodia"],
  ["Low-income adjustment (table (p), {reading}): the lesser amount", (i) => {
	return /** @type {LocalizedString} */ (`Ajuste por ingreso bajo (tabla (p), ${i?.reading}): la cantidad menor`)
}],
  ["The low-income table (p) gives {amount} ({reading}); Georgia uses the lesser amount, which is the one above.", (i) => {
	return /** @type {LocalizedString} */ (`La tabla para ingresos bajos (p) da ${i?.amount} (${i?.reading}); Georgia usa la cantidad menor, que es la de arriba.`)
}],
  ["Georgia divides future uninsured medical costs between you in proportion to income, outside the monthly amount. Deviations (high income, travel, and others in § 19-6-15(i)) are for the court and are not included.", "Georgia reparte entre ustedes los gastos médicos futuros no cubiertos por el seguro en proporción al ingreso, aparte de la cantidad mensual. Las desviaciones (ingreso alto, viajes y otras del § 19-6-15(i)) las decide la corte y no están incluidas."],
  ["Income shares with the parenting time adjustment", "Ingresos compartidos con el ajuste por tiempo de crianza"],
  ["O.C.G.A. § 19-6-15 (basic obligation table in subsection (o), parenting time adjustment in (g), low-income table in (p))", "O.C.G.A. § 19-6-15 (tabla de la obligación básica en el inciso (o), ajuste por tiempo de crianza en (g), tabla para ingresos bajos en (p))"],
  ["Tables as amended in 2024 (HB 499, SB 454); the parenting time adjustment in force from January 1, 2026", "Tablas según las enmiendas de 2024 (HB 499, SB 454); el ajuste por tiempo de crianza vigente desde el 1 de enero de 2026"],
  ["Georgia uses monthly gross income from all sources, minus half of any self-employment tax and any child support you already pay under an earlier order.", "Georgia usa el ingreso bruto mensual de todas las fuentes, menos la mitad de cualquier impuesto de trabajo por cuenta propia y cualquier manutención que usted ya paga por una orden anterior."],
  ["Georgia adds work-related child care (so a parent can work, study or train) to the support and shares it by income.", "Georgia suma a la manutención el cuidado de los hijos por trabajo (para que un progenitor pueda trabajar, estudiar o capacitarse) y lo reparte según el ingreso."],
  ["Georgia adds the part of the health-insurance premium that covers these children and shares it by income.", "Georgia suma la parte de la prima del seguro médico que cubre a estos hijos y la reparte según el ingreso."],
  ["Health insurance for the children", "Seguro médico de los hijos"],
  ["Extraordinary medical expenses", "Gastos médicos extraordinarios"],
  ["Combined income is above $30,000 a month, the top of Maryland’s schedule. Above it the court sets the amount in its discretion (§ 12-204(d)); this shows the amount for $30,000.", "El ingreso combinado pasa de $30,000 al mes, la última fila de la tabla de Maryland. Por encima, la corte fija la cantidad a su criterio (§ 12-204(d)); aquí se muestra la cantidad para $30,000."],
  ["Work-related child care", "Cuidado de los hijos por trabajo"],
  ["1–2. Monthly adjusted actual income: you / the other parent", "1–2. Ingreso real ajustado mensual: usted / el otro progenitor"],
  ["2. Combined monthly adjusted actual income", "2. Ingreso real ajustado mensual combinado"],
  ["3. Percentage share of income: you / the other parent", "3. Porcentaje del ingreso de cada uno: usted / el otro progenitor"],
  ["4. Basic child support obligation for {kids} ({reading})", (i) => {
	return /** @type {LocalizedString} */ (`4. Obligación básica de manutención por ${i?.kids} (${i?.reading})`)
}],
  ["At this income the schedule’s amount is one it marks as lowered by the self-support reserve, so the paying parent keeps a minimum income.", "Con este ingreso, la tabla marca la cantidad como reducida por la reserva de autosuficiencia, para que el progenitor que paga conserve un ingreso mínimo."],
  ["4{line}. {item}, paid by {person}", (i) => {
	return /** @type {LocalizedString} */ (`4${i?.line}. ${i?.item}, que paga ${i?.person}`)
}],
  ["5. Total child support obligation", "5. Obligación total de manutención"],
  ["6. Your obligation (line 5 × {share})", (i) => {
	return /** @type {LocalizedString} */ (`6. Obligación de usted (línea 5 × ${i?.share})`)
}],
  ["6. The other parent’s obligation (line 5 × {share})", (i) => {
	return /** @type {LocalizedString} */ (`6. Obligación del otro progenitor (línea 5 × ${i?.share})`)
}],
  ["7. Costs you pay directly", "7. Gastos que usted paga directamente"],
  ["7. Costs the other parent pays directly", "7. Gastos que el otro progenitor paga directamente"],
  ["The costs the parent with fewer overnights pays directly are more than their share, so the other parent pays back the difference (Worksheet A, comment 2).", "Los gastos que paga directamente el progenitor con menos noches son más que su parte, así que el otro progenitor le devuelve la diferencia (Worksheet A, comentario 2)."],
  ["5. Adjusted basic obligation (line 4 × 1.5)", "5. Obligación básica ajustada (línea 4 × 1.5)"],
  ["6–7. Overnights: you / the other parent", "6–7. Noches: usted / el otro progenitor"],
  ["8. Each parent’s share of line 5: you / the other parent", "8. Parte de cada progenitor de la línea 5: usted / el otro progenitor"],
  ["9. Theoretical obligation for the other parent’s time: you / the other parent", "9. Obligación teórica por el tiempo del otro progenitor: usted / el otro progenitor"],
  ["10–11. Shared custody adjustment for {whose} {n} overnights (line 9 × {x}), added", (i) => {
	return /** @type {LocalizedString} */ (`10–11. Ajuste por custodia compartida por las ${i?.n} noches ${i?.whose} (línea 9 × ${i?.x}), sumado`)
}],
  ["12. Net basic child support obligation (larger minus smaller)", "12. Obligación básica neta de manutención (la mayor menos la menor)"],
  ["Not more than {whose} amount as a non-custodial parent (Worksheet A; § 12-204(m)(5))", (i) => {
	return /** @type {LocalizedString} */ (`No más que la cantidad ${i?.whose} como progenitor sin custodia (Worksheet A; § 12-204(m)(5))`)
}],
  ["13{line}–14. {item} ({amount}, paid by {person}): {whose} share, owed {dest}", (i) => {
	return /** @type {LocalizedString} */ (`13${i?.line}–14. ${i?.item} (${i?.amount}, que paga ${i?.person}): parte ${i?.whose}, que se le debe ${i?.dest}`)
}],
  ["Maryland’s shared physical custody worksheet", "la hoja de cálculo de custodia física compartida de Maryland"],
  ["Not included: school and travel costs (§ 12-204(i)), the allowance for other children living with a parent, and third-party benefits paid for the children.", "No se incluyen: los gastos de escuela y de viaje (§ 12-204(i)), la deducción por otros hijos que viven con un progenitor, ni los beneficios que terceros pagan por los hijos."],
  ["Shared physical custody (Worksheet B)", "Custodia física compartida (Worksheet B, hoja de cálculo B)"],
  ["Primary physical custody (Worksheet A)", "Custodia física principal (Worksheet A, hoja de cálculo A)"],
  ["Maryland Code, Family Law §§ 12-201 to 12-204", "Código de Maryland, Derecho de Familia, §§ 12-201 a 12-204"],
  ["Schedule and shared-custody rules in force since July 1, 2022", "Tabla y reglas de custodia compartida vigentes desde el 1 de julio de 2022"],
  ["Maryland uses adjusted actual income: monthly income before tax from all sources, minus child support you already pay for other children and alimony you pay (alimony you receive counts as income).", "Maryland usa el ingreso real ajustado: el ingreso mensual antes de impuestos de todas las fuentes, menos la manutención que usted ya paga por otros hijos y la pensión alimenticia que usted paga (la que recibe cuenta como ingreso)."],
  ["Checked against the 2024 edition of the Maryland Code and the Judiciary’s worksheets revised August 2024; a 2025 or 2026 change to § 12-204 could not be checked.", "Revisado con la edición 2024 del Código de Maryland y las hojas de cálculo del Poder Judicial revisadas en agosto de 2024; no se pudo revisar si hubo un cambio al § 12-204 en 2025 o 2026."],
  ["Maryland adds child care needed for a parent’s work or job search (§ 12-204(g)) and shares it by income.", "Maryland suma el cuidado de los hijos que un progenitor necesita para trabajar o buscar trabajo (§ 12-204(g)) y lo reparte según el ingreso."],
  ["Maryland adds the cost of the children’s health insurance (§ 12-204(h)(1)) and shares it by income.", "Maryland suma el costo del seguro médico de los hijos (§ 12-204(h)(1)) y lo reparte según el ingreso."],
  ["Uninsured medical costs above $250 a year per child, such as orthodontics, therapy or treatment for a chronic condition (§ 12-201(g)), per month.", "Gastos médicos no cubiertos por el seguro de más de $250 al año por hijo, como ortodoncia, terapia o tratamiento de una enfermedad crónica (§ 12-201(g)), al mes."],
  ["{item} ({amount}, paid by {person}): {whose} share, owed {dest}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.item} (${i?.amount}, que paga ${i?.person}): parte ${i?.whose}, que se le debe ${i?.dest}`)
}],
  ["Combined income is below $50 a month, where Colorado’s schedule starts. The minimum order for a parent with $650 or less applies.", "El ingreso combinado es de menos de $50 al mes, donde empieza la tabla de Colorado. Se aplica la orden mínima para un progenitor con $650 o menos."],
  ["Combined income is above $40,000 a month, the top of Colorado’s schedule. Above it the judge decides, and the basic amount is not less than the top row’s (§ 14-10-115(7)(a)(VII)); this shows the top row.", "El ingreso combinado pasa de $40,000 al mes, la última fila de la tabla de Colorado. Por encima decide el juez, y la cantidad básica no es menor que la de la última fila (§ 14-10-115(7)(a)(VII)); aquí se muestra la última fila."],
  ["income at or below $650: the $10 minimum order", "ingreso de $650 o menos: la orden mínima de $10"],
  ["income at or below the self-support reserve ({reserve}): the reduced amount for {kids}", (i) => {
	return /** @type {LocalizedString} */ (`ingreso igual o menor que la reserva de autosuficiencia (${i?.reserve}): la cantidad reducida por ${i?.kids}`)
}],
  ["{x} of income above the self-support reserve ({above}), not less than {least}", (i) => {
	return /** @type {LocalizedString} */ (`${i?.x} del ingreso por encima de la reserva de autosuficiencia (${i?.above}), no menos de ${i?.least}`)
}],
  ["Monthly adjusted gross income, you / the other parent", "Ingreso bruto ajustado mensual, usted / el otro progenitor"],
  ["Percentage share of income, you / the other parent", "Porcentaje del ingreso de cada uno, usted / el otro progenitor"],
  ["Basic child support obligation for {kids} ({reading})", (i) => {
	return /** @type {LocalizedString} */ (`Obligación básica de manutención por ${i?.kids} (${i?.reading})`)
}],
  ["Parenting time credit (basic obligation × {x} for your {n} overnights / × {y} for the other parent’s {m})", (i) => {
	return /** @type {LocalizedString} */ (`Crédito por tiempo de crianza (obligación básica × ${i?.x} por las ${i?.n} noches de usted / × ${i?.y} por las ${i?.m} del otro progenitor)`)
}],
  ["Share of the basic obligation minus the credit (not below $0), you / the other parent", "Parte de la obligación básica menos el crédito (no menos de $0), usted / el otro progenitor"],
  ["Work-related and education-related child care", "Cuidado de los hijos por trabajo o estudios"],
  ["Total for each parent, you / the other parent; the greater owes the difference", "Total de cada progenitor, usted / el otro progenitor; el mayor debe la diferencia"],
  ["(7)(a)(III)(A): the minimum order", "(7)(a)(III)(A): la orden mínima"],
  ["Low-income adjustment ({whose} {reading})", (i) => {
	return /** @type {LocalizedString} */ (`Ajuste por ingreso bajo (${i?.whose}: ${i?.reading})`)
}],
  ["Low-income adjustment: {whose} basic part limited to {limit} ({reading}), plus the costs above", (i) => {
	return /** @type {LocalizedString} */ (`Ajuste por ingreso bajo: parte básica ${i?.whose} limitada a ${i?.limit} (${i?.reading}), más los gastos de arriba`)
}],
  ["Not more than {x} of {whose} adjusted gross income", (i) => {
	return /** @type {LocalizedString} */ (`No más del ${i?.x} del ingreso bruto ajustado ${i?.whose}`)
}],
  ["Colorado’s self-support reserve here is {reserve} a month: the 2026 state minimum wage ($15.16) × 29 hours × 50 weeks ÷ 12 (§ 14-10-115(3)(g.5)).", (i) => {
	return /** @type {LocalizedString} */ (`La reserva de autosuficiencia de Colorado aquí es de ${i?.reserve} al mes: el salario mínimo estatal de 2026 ($15.16) × 29 horas × 50 semanas ÷ 12 (§ 14-10-115(3)(g.5)).`)
}],
  ["Not included: children of other relationships (§ 14-10-115(6)), split custody (each parent the majority home of a different child), extraordinary adjustments such as education or transportation costs (11), and deviations the court may make.", "No se incluyen: hijos de otras relaciones (§ 14-10-115(6)), la custodia dividida (cada progenitor es el hogar principal de un hijo distinto), los ajustes extraordinarios como gastos de educación o de transporte (11), ni las desviaciones que pueda hacer la corte."],
  ["Income shares with the 2026 parenting time credit", "Ingresos compartidos con el crédito por tiempo de crianza de 2026"],
  ["C.R.S. § 14-10-115 as amended by House Bill 25-1159 (schedule in (7)(b), parenting time table in (8)(h))", "C.R.S. § 14-10-115 según la enmienda de la House Bill 25-1159 (tabla en (7)(b), tabla de tiempo de crianza en (8)(h))"],
  ["Schedule, parenting time credit and self-support reserve in force from March 1, 2026", "Tabla, crédito por tiempo de crianza y reserva de autosuficiencia vigentes desde el 1 de marzo de 2026"],
  ["Colorado uses monthly adjusted gross income: income before tax from all sources, minus child support and alimony you already pay under an earlier order.", "Colorado usa el ingreso bruto ajustado mensual: el ingreso antes de impuestos de todas las fuentes, menos la manutención y la pensión alimenticia que usted ya paga por una orden anterior."],
  ["The minimum wage used for the self-support reserve ($15.16 from January 1, 2026) is as reported from the state’s 2026 PAY CALC Order, which we could not read ourselves. The low-income steps follow our reading of § 14-10-115(7)(a)(III)–(V); the court’s worksheet may apply them in a different order.", "El salario mínimo que se usa para la reserva de autosuficiencia ($15.16 desde el 1 de enero de 2026) es el que se reporta de la PAY CALC Order de 2026 del estado, que no pudimos leer nosotros mismos. Los pasos para ingresos bajos siguen nuestra lectura del § 14-10-115(7)(a)(III)–(V); la hoja de cálculo de la corte puede aplicarlos en otro orden."],
  ["Colorado adds child care needed for a parent’s work, job search or education (§ 14-10-115(9)) and shares it by income.", "Colorado suma el cuidado de los hijos que un progenitor necesita para trabajar, buscar trabajo o estudiar (§ 14-10-115(9)) y lo reparte según el ingreso."],
  ["Colorado adds the premium for the children’s health insurance (§ 14-10-115(10)) and shares it by income.", "Colorado suma la prima del seguro médico de los hijos (§ 14-10-115(10)) y la reparte según el ingreso."],
  ["Ongoing uninsured medical costs above $250 a year per child, such as orthodontics, therapy or asthma treatment (§ 14-10-115(10)(h)), per month.", "Gastos médicos continuos no cubiertos por el seguro de más de $250 al año por hijo, como ortodoncia, terapia o tratamiento del asma (§ 14-10-115(10)(h)), al mes."],
  ["Alabama’s child support guidelines (Rule 32)", "las guías de manutención de los hijos de Alabama (Rule 32)"],
  ["Arizona’s child support calculator", "la calculadora de manutención de los hijos de Arizona"],
  ["Arkansas’s child support guidelines (Administrative Order 10)", "las guías de manutención de los hijos de Arkansas (Administrative Order 10)"],
  ["Colorado’s child support worksheet", "la hoja de cálculo de manutención de los hijos de Colorado"],
  ["Connecticut’s child support guidelines and worksheet", "las guías y la hoja de cálculo de manutención de los hijos de Connecticut"],
  ["Delaware Family Court’s child support page", "la página de manutención de los hijos de la Corte de Familia de Delaware"],
  ["Florida’s child support guidelines worksheet", "la hoja de cálculo de las guías de manutención de los hijos de Florida"],
  ["Illinois’s child support law (750 ILCS 5/505)", "la ley de manutención de los hijos de Illinois (750 ILCS 5/505)"],
  ["Massachusetts’s 2023 child support guidelines", "las guías de manutención de los hijos de 2023 de Massachusetts"],
  ["the 2025 Michigan Child Support Formula Manual", "el Michigan Child Support Formula Manual de 2025 (manual de la fórmula de manutención de Míchigan)"],
  ["Minnesota’s child support calculator", "la calculadora de manutención de los hijos de Minnesota"],
  ["Nebraska’s child support guidelines (Supreme Court rules §§ 4-201 to 4-220)", "las guías de manutención de los hijos de Nebraska (reglas de la Corte Suprema, §§ 4-201 a 4-220)"],
  ["Ohio’s child support calculator", "la calculadora de manutención de los hijos de Ohio"],
  ["Oklahoma’s child support guideline schedule (OKDHS publication 01-38)", "la tabla de la guía de manutención de los hijos de Oklahoma (publicación OKDHS 01-38)"],
  ["Pennsylvania’s child support estimator", "la calculadora de manutención de los hijos de Pensilvania"],
  ["Virginia’s child support guideline (Code § 20-108.2)", "la guía de manutención de los hijos de Virginia (Code § 20-108.2)"],
  ["Florida’s schedule is printed in Florida Statutes § 61.30(6). We could not get a copy of the current official text to check every row against, so it is not included yet.", "La tabla de Florida está en los Estatutos de Florida, § 61.30(6). No pudimos conseguir una copia del texto oficial actual para revisar cada fila, así que todavía no está incluida."],
  ["Illinois’s schedule is the income shares schedule the Department of Healthcare and Family Services publishes under 750 ILCS 5/505. We could not get the current table to check every row against, so it is not included yet.", "La tabla de Illinois es la tabla de ingresos compartidos que publica el Departamento de Servicios de Salud y Familia según la ley 750 ILCS 5/505. No pudimos conseguir la tabla actual para revisar cada fila, así que todavía no está incluida."],
  ["Kentucky’s table is printed in the Kentucky Revised Statutes, § 403.212. We could not get a copy of the whole current official text to check every row against, so it is not included yet.", "La tabla de Kentucky está en los Estatutos Revisados de Kentucky, § 403.212. No pudimos conseguir una copia de todo el texto oficial actual para revisar cada fila, así que todavía no está incluida."],
  ["Massachusetts’s guidelines are set by the Trial Court (the 2023 Child Support Guidelines). We could not get the whole current table and worksheet to check against, so they are not included yet.", "Las guías de Massachusetts las fija la Corte de Primera Instancia (las Child Support Guidelines de 2023). No pudimos conseguir toda la tabla y la hoja de cálculo actuales para revisarlas, así que todavía no están incluidas."],
  ["Michigan’s formula is set out in the Michigan Child Support Formula Manual and its Supplement, published by the State Court Administrative Office. We could not get the current manual and tables to check every figure against, so it is not included yet.", "La fórmula de Míchigan está en el Michigan Child Support Formula Manual y su suplemento, que publica la Oficina Administrativa de las Cortes del Estado. No pudimos conseguir el manual y las tablas actuales para revisar cada cifra, así que todavía no está incluida."],
  ["Minnesota’s schedule is printed in Minnesota Statutes § 518A.35. We could not get a copy of the current official text to check every row against, so it is not included yet.", "La tabla de Minnesota está en los Estatutos de Minnesota, § 518A.35. No pudimos conseguir una copia del texto oficial actual para revisar cada fila, así que todavía no está incluida."],
  ["Nebraska’s table is Table 1 of the Nebraska Supreme Court’s child support guidelines (§§ 4-201 to 4-220). We could not get a copy of the whole current table to check every row against, so it is not included yet.", "La tabla de Nebraska es la Tabla 1 de las guías de manutención de los hijos de la Corte Suprema de Nebraska (§§ 4-201 a 4-220). No pudimos conseguir una copia de toda la tabla actual para revisar cada fila, así que todavía no está incluida."],
  ["Ohio’s basic schedule is set by Ohio Revised Code 3119.021 (percentages of combined yearly income, with a self-sufficiency reserve) and published by the Department of Job and Family Services. We could not get the whole current text to rebuild and check the table, so it is not included yet.", "La tabla básica de Ohio la fija el Código Revisado de Ohio, 3119.021 (porcentajes del ingreso anual combinado, con una reserva de autosuficiencia), y la publica el Departamento de Trabajo y Servicios a la Familia. No pudimos conseguir todo el texto actual para reconstruir y revisar la tabla, así que todavía no está incluida."],
  ["Oklahoma’s schedule is printed in the Oklahoma Statutes, title 43, § 119. We could not get a copy of the whole current official text to check every row against, so it is not included yet.", "La tabla de Oklahoma está en los Estatutos de Oklahoma, título 43, § 119. No pudimos conseguir una copia de todo el texto oficial actual para revisar cada fila, así que todavía no está incluida."],
  ["Virginia’s schedule is printed in the Code of Virginia, § 20-108.2(B). We could not get a copy of the whole current official text to check every row against, so it is not included yet.", "La tabla de Virginia está en el Código de Virginia, § 20-108.2(B). No pudimos conseguir una copia de todo el texto oficial actual para revisar cada fila, así que todavía no está incluida."],
  ["Washington’s economic table is printed in RCW 26.19.020. The table in force since January 1, 2026 (Engrossed House Bill 1014) is not in a copy of the official text we could check every row against, so it is not included yet.", "La tabla económica de Washington está en RCW 26.19.020. La tabla vigente desde el 1 de enero de 2026 (Engrossed House Bill 1014) no está en una copia del texto oficial con la que pudiéramos revisar cada fila, así que todavía no está incluida."],
  ["the U.S. Office of Child Support Services list of state child support agencies", "la lista de agencias estatales de manutención de los hijos de la Oficina de Servicios de Manutención de Menores de los EE. UU."],
  ["District of Columbia", "Distrito de Columbia"],
  ["Hawaii", "Hawái"],
  ["Louisiana", "Luisiana"],
  ["Michigan", "Míchigan"],
  ["Mississippi", "Misisipi"],
  ["Missouri", "Misuri"],
  ["New Hampshire", "Nuevo Hampshire"],
  ["New Jersey", "Nueva Jersey"],
  ["New Mexico", "Nuevo México"],
  ["New York", "Nueva York"],
  ["North Carolina", "Carolina del Norte"],
  ["North Dakota", "Dakota del Norte"],
  ["Oregon", "Oregón"],
  ["Pennsylvania", "Pensilvania"],
  ["South Carolina", "Carolina del Sur"],
  ["South Dakota", "Dakota del Sur"],
  ["West Virginia", "Virginia Occidental"],
  ["child-support-worksheet-{state}.pdf", (i) => {
	return /** @type {LocalizedString} */ (`hoja-de-calculo-manutencion-${i?.state}.pdf`)
}],
  ["Limits of this check", "Límites de esta revisión"],
  ["Why the two figures point opposite ways: the {state} guideline above says you pay the other parent {amount} a month; this rough rule of thumb says the opposite.", (i) => {
	return /** @type {LocalizedString} */ (`Por qué las dos cifras van en sentidos opuestos: la guía de ${i?.state}, arriba, dice que usted le paga al otro progenitor ${i?.amount} al mes; esta regla práctica aproximada dice lo contrario.`)
}],
  ["Why the two figures point opposite ways: the {state} guideline above says the other parent pays you {amount} a month; this rough rule of thumb says the opposite.", (i) => {
	return /** @type {LocalizedString} */ (`Por qué las dos cifras van en sentidos opuestos: la guía de ${i?.state}, arriba, dice que el otro progenitor le paga a usted ${i?.amount} al mes; esta regla práctica aproximada dice lo contrario.`)
}],
  ["Why the two figures differ: the {state} guideline above comes to nothing owed either way; this rough rule of thumb still names a payer.", (i) => {
	return /** @type {LocalizedString} */ (`Por qué las dos cifras no coinciden: según la guía de ${i?.state}, arriba, ninguno de los dos debe nada; esta regla práctica aproximada nombra de todos modos a quien paga.`)
}],
  ["The rule of thumb only looks at who has fewer nights. The guideline counts both incomes and the nights together, so the parent with more nights can still owe when they earn much more.", "La regla práctica solo mira quién tiene menos noches. La guía cuenta juntos los dos ingresos y las noches, así que el progenitor con más noches puede deber de todos modos si gana mucho más."],
  ["The rule of thumb only looks at who earns more. The guideline counts both incomes, the nights and the costs you entered together, so it can come out the other way.", "La regla práctica solo mira quién gana más. La guía cuenta juntos los dos ingresos, las noches y los gastos que usted anotó, así que puede dar el resultado contrario."],
  ["The guideline figure is the one a court starts from.", "La cifra de la guía es la que una corte toma como punto de partida."],
]);

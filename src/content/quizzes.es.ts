/**
 * The quizzes in Spanish (docs/i18n.md): a chunk of its own, imported only when Spanish is
 * chosen (src/features/quizzes/quizMessages.ts), so an English visit downloads none of it. Each
 * part follows src/content/quizzes.ts in the same order and is zipped with it into a Map from
 * each English text to its Spanish one (no English text is written out twice); a quiz bank
 * fetched in connected mode that differs from the bundled one stays in English.
 * tests/unit/quizzes-es.test.ts checks that every shown text has Spanish and no English is left.
 */
import { questionBank, quizProfiles } from './quizzes';
import cards, { zip } from './quizCards.es';

/** Per quiz title, in the order of `quizProfiles`' three profiles: title, description, three tips. */
const PROFILES: Record<string, Array<[string, string, [string, string, string]]>> = {
  'Communication Style Quiz': [
    [
      'Comunicación colaborativa',
      'Sus mensajes son tranquilos, concretos y centrados en los hijos, y sabe dar un paso atrás ante una provocación. Esa serenidad protege a sus hijos del conflicto.',
      [
        'Siga escribiendo mensajes breves, por escrito y centrados en los hijos, y guárdelos en un solo lugar.',
        'Proponga un calendario compartido o una aplicación de crianza compartida para que los horarios nunca sean motivo de discusión.',
        'Acuerden un plazo de respuesta para los mensajes que no son urgentes y cúmplalo usted primero.',
      ],
    ],
    [
      'Comunicación en desarrollo',
      'Conoce lo básico y muchas veces acierta, pero el estrés todavía puede llevarle a discusiones de ida y vuelta. Algunos hábitos harán que sus intercambios sean más cortos y tranquilos.',
      [
        'Antes de enviar un mensaje, revíselo con el método BIFF: breve, informativo, amable y firme.',
        'Espere a calmarse antes de responder un mensaje hostil, salvo que sea urgente.',
        'Hablen de los horarios por escrito para que quede constancia clara de lo acordado.',
      ],
    ],
    [
      'Comunicación reactiva',
      'Es posible que ahora el conflicto esté guiando sus conversaciones, algo común y que tiene solución. Aprender algunas técnicas estructuradas puede bajar la tensión rápidamente.',
      [
        'Lea la Guía de comunicación en la crianza compartida y practique una respuesta BIFF esta semana.',
        'Nunca use a sus hijos para llevar mensajes; hable con el otro progenitor directamente o por escrito.',
        'Considere la crianza paralela o un mediador si cada conversación termina en discusión.',
      ],
    ],
  ],
  'Custody Readiness Quiz': [
    [
      'Progenitor bien informado',
      'Entiende los principales términos de la custodia y lo que buscan las cortes. Ya puede tomar decisiones informadas y hablar con claridad con un abogado o un mediador.',
      [
        'Lleve un registro con fechas de su participación en la crianza: escuela, atención médica y actividades.',
        'Prepare el horario que prefiere con la Plantilla de plan de crianza antes de la mediación.',
        'Confirme con un abogado de derecho de familia cómo se aplican las reglas de su estado.',
      ],
    ],
    [
      'Conocimientos en construcción',
      'Tiene un buen comienzo, con algunas lagunas sobre cómo se toman las decisiones de custodia. Llenarlas ahora le ayudará a evitar errores costosos.',
      [
        'Repase la diferencia entre la custodia legal y la física, y qué significa el “mejor interés” de los hijos.',
        'Empiece a reunir los registros escolares, médicos y de actividades que muestran su participación.',
        'Use la Lista de preparación para la audiencia antes de cualquier audiencia.',
      ],
    ],
    [
      'Primero, lo básico',
      'El derecho de custodia es nuevo para usted, y eso está bien. Aprender primero los términos básicos hará que cada paso siguiente sea menos estresante.',
      [
        'Lea las reglas de custodia y visitas en Artículos y guías.',
        'Anote sus preguntas y llévelas a una consulta con un abogado de derecho de familia.',
        'Cumpla exactamente cualquier orden temporal mientras su caso esté abierto.',
      ],
    ],
  ],
  'Financial Preparedness Quiz': [
    [
      'Con control de sus finanzas',
      'Sabe qué reunir, cómo suelen dividirse los bienes y las deudas, y dónde están las trampas fiscales. Está en buena posición para negociar un acuerdo justo.',
      [
        'Complete la Plantilla de declaración jurada financiera para tener sus cifras listas para compartir.',
        'Pida a un profesional de finanzas que revise el efecto fiscal de cualquier oferta de acuerdo.',
        'Revise los beneficiarios de sus seguros y cuentas de jubilación cuando el divorcio sea definitivo.',
      ],
    ],
    [
      'Planificación financiera en camino',
      'Tiene una base sólida, con algunos aspectos por afianzar antes de negociar. Un poco de organización ahora dará frutos en el acuerdo.',
      [
        'Reúna las declaraciones de impuestos de tres años y los estados de cuenta recientes del banco, de la jubilación y de las tarjetas.',
        'Haga un presupuesto para después de la separación a partir de lo que gasta de verdad.',
        'Pida sus informes de crédito gratuitos y anote cada deuda conjunta.',
      ],
    ],
    [
      'En busca de claridad',
      'La parte económica del divorcio le parece confusa ahora. Empiece por lo básico: sepa lo que tiene, lo que debe y lo que gasta.',
      [
        'Use la Lista de pasos para el divorcio para empezar a reunir documentos financieros.',
        'Abra una cuenta bancaria a su nombre para sus propios ingresos y gastos.',
        'Anote sus gastos durante un mes con el Registro de gastos compartidos.',
      ],
    ],
  ],
};

/** Per quiz title, in the order of `questionBank`: question, right answer, the three others in order, explanation. */
const BANK: Record<string, Array<[string, string, [string, string, string], string]>> = {
  'Custody Readiness Quiz': [
    [
      '¿Qué suele significar tener la “custodia legal” de un hijo?',
      'El derecho a tomar las decisiones importantes sobre la crianza del hijo, como la educación, la atención médica y la religión',
      [
        'Dónde vive el hijo la mayor parte del tiempo',
        'Cuál de los padres paga la manutención de los hijos',
        'Cuál de los padres guarda el pasaporte del hijo',
      ],
      'La custodia legal es la autoridad para tomar decisiones. Dónde vive el hijo día a día es la custodia física, que es otra cuestión.',
    ],
    [
      '¿A qué se refiere la “custodia física”?',
      'A dónde vive el hijo y quién lo cuida día a día',
      [
        'Quién toma las decisiones médicas',
        'Quién puede ir a las reuniones con la escuela',
        'Quién puede viajar al extranjero con el hijo',
      ],
      'La custodia física trata de la residencia y el cuidado diario. Puede ser exclusiva o compartida (conjunta), y se decide aparte de la custodia legal.',
    ],
    [
      '¿Qué criterio usan las cortes de todos los estados de EE. UU. para decidir la custodia?',
      'El mejor interés de los hijos',
      ['Cuál de los padres gana más', 'Una preferencia por la madre', 'Cuál de los padres pidió el divorcio primero'],
      'Todos los estados aplican el criterio del mejor interés de los hijos y toman en cuenta factores como la participación de cada progenitor, la estabilidad, las necesidades del hijo y, en muchos estados, su preferencia.',
    ],
    [
      'Si los padres tienen la custodia legal conjunta, ¿qué significa?',
      'Los dos padres comparten las decisiones importantes sobre el hijo',
      [
        'El hijo debe pasar exactamente la mitad del tiempo con cada progenitor',
        'Ninguno de los padres paga manutención de los hijos',
        'La corte toma todas las decisiones por ellos',
      ],
      'La custodia legal conjunta trata de las decisiones, no del tiempo. Los padres pueden compartir las decisiones aunque el hijo viva sobre todo con uno de ellos.',
    ],
    [
      '¿Cuál de estas opciones demuestra mejor su participación en la vida de su hijo?',
      'Un registro con fechas de las veces que recogió al niño en la escuela, de las citas y de las actividades a las que asistió, hecho en el momento',
      [
        'Publicaciones en redes sociales que critican al otro progenitor',
        'Una carta de su propio padre o madre que dice que usted es un buen padre',
        'Grabaciones secretas de las llamadas privadas de su hijo con el otro progenitor',
      ],
      'Las cortes dan peso a los registros constantes y objetivos hechos en el momento. Grabar llamadas sin consentimiento puede ser ilegal en algunos estados y suele restarle credibilidad.',
    ],
    [
      'Según la ley UCCJEA, ¿qué estado suele decidir un primer caso de custodia?',
      'Normalmente el estado de residencia del menor: donde vivió con uno de los padres durante los seis meses anteriores a la presentación del caso',
      [
        'El estado donde se casaron los padres',
        'Cualquier estado que el menor esté visitando',
        'El estado que elija el progenitor que presente el caso primero',
      ],
      'La Ley Uniforme de Jurisdicción y Cumplimiento en materia de Custodia de Menores (UCCJEA por sus siglas en inglés), adoptada por todos los estados menos Massachusetts, da prioridad al estado de residencia del menor (para un bebé de menos de seis meses, el estado donde vive desde que nació) para que dos estados no dicten órdenes contradictorias. Las emergencias pueden ser una excepción.',
    ],
    [
      '¿Puede un hijo elegir con cuál de los padres vivir?',
      'La corte puede tomar en cuenta la preferencia de un hijo maduro, pero es solo un factor y quien decide es el juez',
      [
        'Sí, a los 12 años el hijo decide',
        'No, los deseos del hijo nunca se toman en cuenta',
        'Solo si los dos padres firman un formulario',
      ],
      'La mayoría de los estados permite que el juez tome en cuenta la preferencia razonada del hijo, con más peso a medida que madura, pero ningún estado deja la decisión solo en manos del hijo.',
    ],
    [
      '¿Qué es un tutor ad lítem (GAL) en un caso de custodia?',
      'Una persona nombrada por la corte para investigar y defender el mejor interés de los hijos',
      [
        'El abogado privado de uno de los padres',
        'Un mediador que dicta la orden final de custodia',
        'Un policía que supervisa los intercambios',
      ],
      'El tutor ad lítem puede entrevistar a los padres, a los hijos, a los maestros y a otras personas, y luego informar o hacer recomendaciones a la corte.',
    ],
    [
      'El otro progenitor está atrasado con la manutención de los hijos. ¿Puede usted suspender su tiempo de crianza hasta que pague?',
      'No: en la mayoría de los estados la manutención y el tiempo de crianza son asuntos distintos, así que usted cumple el horario y pide a la corte que haga cumplir la manutención',
      [
        'Sí, se puede negar el tiempo de crianza hasta que se pague la manutención',
        'Sí, si el pago lleva más de una semana de atraso',
        'Solo si el hijo está de acuerdo',
      ],
      'Negar el tiempo de crianza ordenado por la corte puede llevar a que lo declaren en desacato. La manutención se hace cumplir por medio de la corte o de la agencia estatal de manutención de los hijos.',
    ],
    [
      '¿Qué hace una cláusula de “derecho de preferencia” en un plan de crianza?',
      'Cuando uno de los padres no puede cuidar al hijo durante su tiempo por un número de horas fijado, primero ofrece ese tiempo al otro progenitor',
      [
        'Permite que cualquiera de los padres rechace la escuela que elija el otro',
        'Permite que el hijo rechace una visita',
        'Da a uno de los padres la última palabra en todas las decisiones',
      ],
      'Esta cláusula es común en los planes de crianza. El plan suele indicar cuántas horas la activan y en cuánto tiempo debe responder el otro progenitor.',
    ],
    [
      '¿Por qué importa en un caso de custodia cómo habla usted del otro progenitor delante de sus hijos?',
      'Las cortes suelen tomar en cuenta la disposición de cada progenitor a apoyar la relación del hijo con el otro',
      [
        'No importa mientras sea verdad',
        'Solo se toman en cuenta las calificaciones de los hijos',
        'Los jueces nunca se enteran',
      ],
      'En muchos estados, la lista de factores del mejor interés de los hijos incluye fomentar la relación del hijo con el otro progenitor. Las críticas delante de los hijos pueden jugar en su contra.',
    ],
    [
      'Después de la separación, usted quiere mudarse lejos con su hijo. ¿Qué debe hacer primero, por lo general?',
      'Revisar su orden y la ley de su estado: la mayoría exige un aviso por escrito y el consentimiento del otro progenitor o la aprobación de la corte',
      ['Mudarse y luego avisar al otro progenitor', 'Avisar solo a la escuela', 'Nada, si el hijo vive principalmente con usted'],
      'Las reglas de mudanza varían según el estado, pero mudarse sin cumplirlas puede llevar a una orden de devolver al hijo y puede afectar la custodia.',
    ],
    [
      '¿Qué importancia tiene una orden temporal de custodia dictada mientras el caso está abierto?',
      'Rige los arreglos hasta la orden final y muchas veces influye en ella, así que cúmplala con cuidado',
      ['No tiene ningún efecto en el resultado final', 'Es definitiva y nunca puede cambiar', 'Solo cubre los fines de semana'],
      'Las órdenes temporales fijan la situación actual. Cumplirlas, y dejar constancia de que lo hizo, muestra a la corte que usted respeta sus órdenes.',
    ],
  ],
  'Communication Style Quiz': [
    [
      'La respuesta BIFF es un método para contestar mensajes hostiles. ¿Qué significan sus siglas en inglés?',
      'Breve, informativa, amable, firme',
      [
        'Audaz, inmediata, objetiva, definitiva',
        'Equilibrada, inclusiva, justa, flexible',
        'Breve, intencional, formal, indulgente',
      ],
      'El método BIFF, del mediador Bill Eddy, mantiene las respuestas cortas y objetivas, de tono cortés y lo bastante claras para terminar el ir y venir.',
    ],
    [
      'El otro progenitor le envía un mensaje acusatorio tarde en la noche. ¿Cuál es el mejor primer paso?',
      'Esperar a calmarse y luego responder solo al asunto práctico que plantee, si lo hay',
      [
        'Responder enseguida para que sepa que usted no va a ceder',
        'Reenviarlo a sus amistades para pedir consejo',
        'Pedir a su hijo que hable con esa persona del tema',
      ],
      'El tiempo deja pasar la emoción. Muchos mensajes hostiles no necesitan respuesta, o solo una respuesta corta al único punto práctico.',
    ],
    [
      '¿Qué es la “triangulación” en la crianza compartida?',
      'Meter a un hijo en un conflicto de adultos, por ejemplo como mensajero o para que tome partido',
      ['Una videollamada de tres con los hijos', 'Pedir ayuda a un mediador', 'Repartir gastos entre tres personas'],
      'Los hijos usados como intermediarios se sienten divididos y responsables. La comunicación entre adultos debe quedar entre los adultos.',
    ],
    [
      '¿Qué es la crianza paralela?',
      'Una forma de poco contacto en la que cada progenitor lleva su propio hogar y se comunican sobre los hijos principalmente por escrito',
      [
        'Los dos padres van juntos a todas las actividades',
        'Los padres viven en la misma casa en semanas alternas',
        'Los hijos deciden el horario',
      ],
      'La crianza paralela se recomienda a menudo en los casos de mucho conflicto porque reduce el contacto directo y las ocasiones de discutir.',
    ],
    [
      '¿Qué medio suele funcionar mejor entre padres con mucho conflicto?',
      'Una aplicación de crianza compartida o el correo electrónico, que dejan un registro escrito con fecha y hora',
      ['Llamadas telefónicas a cualquier hora', 'Mensajes llevados por los hijos', 'Comentarios en las redes sociales'],
      'Los medios escritos bajan el ritmo, reducen los malentendidos y dejan un registro por si la corte llega a necesitarlo.',
    ],
    [
      '¿Cuál de estos es un mensaje en primera persona (“yo”)?',
      '“Me preocupa cuando cambian los horarios de recogida sin aviso. ¿Podemos acordar avisarnos con 24 horas de anticipación?”',
      [
        '“Tú siempre cambias el plan a última hora”.',
        '“Tú nunca piensas en los niños”.',
        '“Todo el mundo sabe que no eres de fiar”.',
      ],
      'Un mensaje en primera persona expresa su preocupación y una petición sin culpar, lo que hace menos probable que la otra persona se ponga a la defensiva.',
    ],
    [
      '¿En qué se centra la comunicación centrada en los hijos?',
      'En las necesidades, los horarios y el bienestar de los hijos, no en los agravios pasados de los padres',
      [
        'En ganar cada desacuerdo',
        'En mantener a los hijos informados sobre el caso judicial',
        'En los sentimientos del progenitor que esté más dolido',
      ],
      'Si cada intercambio trata de los hijos, es más fácil llegar a acuerdos y se les protege del conflicto.',
    ],
    [
      'Sus hijos le preguntan por qué se divorcian. ¿Qué respuesta les ayuda más?',
      'Una explicación adecuada a su edad: que no es culpa de ellos y que los dos padres los quieren, sin detalles de adultos',
      [
        'Un relato completo de lo que hizo el otro progenitor',
        'Nada; negarse a hablar del tema',
        'Preguntarles a cuál de los padres culpan',
      ],
      'Los hijos necesitan tranquilidad y previsibilidad. Los detalles del conflicto entre adultos son una carga para ellos y pueden dañar su relación con los dos padres.',
    ],
    [
      '¿Cuál de estos es un límite sano en la crianza compartida?',
      '“Responderé una vez al día, antes de las 8 p. m., los mensajes sobre los niños que no sean urgentes”.',
      [
        '“No tienes permiso para volver a escribirme nunca”.',
        '“Si vuelves a llegar tarde, no verás a los niños”.',
        '“Dile a tu nueva pareja que no se acerque a mi casa”.',
      ],
      'Un límite dice lo que usted hará, no lo que debe hacer el otro progenitor, y deja abierta la comunicación sobre asuntos urgentes de los hijos.',
    ],
    [
      'El otro progenitor suele llegar 20 minutos tarde a los intercambios. ¿Cuál es la respuesta más constructiva?',
      'Llevar un registro objetivo y plantearlo con calma por escrito, con una propuesta concreta',
      ['Enfrentarlo en la puerta delante de los hijos', 'Negarse al próximo intercambio', 'Publicarlo en las redes sociales'],
      'Una propuesta escrita y objetiva (por ejemplo, un tiempo de espera fijo) resuelve el problema práctico y deja constancia si continúa.',
    ],
    [
      '¿Qué mensaje es mejor para acordar un cambio de horario?',
      '“Desde el 3 de marzo, la práctica de fútbol pasa a los jueves a las 5:30 p. m. ¿Puedes llevar a Lily el 6 de marzo? Confírmame, por favor, antes del lunes”.',
      [
        '“Como siempre, nadie te avisó, pero cambió la práctica”.',
        '“¿Puedes el jueves o no?”',
        '“Supongo que otra vez tendré que encargarme yo del fútbol”.',
      ],
      'Un buen mensaje de logística es concreto y neutral, y termina con una petición clara y un plazo.',
    ],
    [
      '¿En qué consiste la técnica de la “roca gris” ante un progenitor que provoca?',
      'Responder a las provocaciones de forma breve, neutral y sin emoción, para que el conflicto no tenga de qué alimentarse',
      [
        'Negarse a dar cualquier información sobre los hijos',
        'Responder con el mismo tono para que sepa lo que se siente',
        'Responder cada punto con todo detalle',
      ],
      'La roca gris quita la recompensa de provocarlo. Usted sigue dando la información que los hijos necesitan.',
    ],
  ],
  'Financial Preparedness Quiz': [
    [
      '¿Qué es una declaración jurada financiera en un divorcio?',
      'Una declaración bajo juramento de sus ingresos, gastos, bienes y deudas',
      [
        'Una carta del banco que confirma su saldo',
        'Un resumen de su puntaje de crédito',
        'Un acuerdo sobre quién se queda con la casa',
      ],
      'Como es bajo juramento, los errores u omisiones pueden tener consecuencias graves. Las cortes la usan para decidir la manutención y dividir los bienes.',
    ],
    [
      'En la mayoría de los estados, ¿qué son los bienes matrimoniales?',
      'Los bienes que cualquiera de los cónyuges adquirió durante el matrimonio, sin importar a nombre de quién estén, con excepciones como los regalos y las herencias',
      [
        'Solo los bienes a nombre de los dos cónyuges',
        'Solo la casa familiar',
        'Todo lo que cualquiera de los cónyuges haya tenido alguna vez',
      ],
      'El título no lo decide: un sueldo o unos ahorros para la jubilación ganados durante el matrimonio suelen ser matrimoniales aunque estén a nombre de un solo cónyuge.',
    ],
    [
      'La mayoría de los estados divide los bienes por “distribución equitativa”. ¿Qué significa?',
      'Una división que la corte considera justa, que no siempre es mitad y mitad',
      [
        'Un reparto exacto de todo en mitades',
        'Cada cónyuge se queda con lo que está a su nombre',
        'Quien gana más se queda con más',
      ],
      'Unos nueve estados usan en cambio las reglas de bienes gananciales. Algunos, como California, suelen dividir los bienes gananciales por partes iguales; otros, como Texas, los dividen de la forma que la corte considera “justa y correcta”, que no siempre es igual. Consulte la regla de su estado.',
    ],
    [
      '¿Qué documentos conviene reunir pronto?',
      'Las declaraciones de impuestos recientes, los talones de pago y los estados de cuenta del banco, de la jubilación, de los préstamos y de las tarjetas de crédito',
      ['Solo su talón de pago más reciente', 'Solo los documentos a su nombre', 'Ninguno; la corte los reúne'],
      'La mayoría de las cortes espera varios años de declaraciones de impuestos y estados de cuenta actuales. Reunir copias pronto lo protege si después se hace difícil conseguirlas.',
    ],
    [
      '¿Qué se necesita normalmente para dividir un plan de jubilación 401(k) en un divorcio?',
      'Una orden calificada de relaciones domésticas (QDRO por sus siglas en inglés)',
      ['Una carta de cualquiera de los cónyuges al empleador', 'Un retiro de todo el saldo en efectivo', 'Un nuevo testamento'],
      'La orden QDRO permite que el plan pague directamente al otro cónyuge. Los pagos a un excónyuge en virtud de una QDRO no tienen la multa del 10 % por retiro anticipado, aunque pueden pagar impuesto sobre la renta. Las cuentas IRA son distintas: suelen dividirse con una transferencia hecha según la sentencia de divorcio, sin QDRO.',
    ],
    [
      'Su sentencia de divorcio dice que su excónyuge pagará una tarjeta de crédito conjunta. Si no lo hace, ¿puede la compañía de la tarjeta cobrarle a usted?',
      'Sí: los acreedores no están obligados por la sentencia y pueden cobrar a cualquier titular de la cuenta',
      ['No, la sentencia lo protege', 'Solo si usted firmó la sentencia', 'Solo después de siete años'],
      'Su recurso es volver a la corte contra su excónyuge. Cerrar o refinanciar las cuentas conjuntas durante el divorcio evita el problema.',
    ],
    [
      '¿Dónde puede obtener gratis sus informes de crédito?',
      'En AnnualCreditReport.com, uno de cada una de las tres agencias nacionales de crédito',
      ['Solo pagando a una empresa de reparación de crédito', 'En la corte del divorcio', 'Solo en su banco'],
      'Revisar los tres informes muestra todas las deudas a su nombre, incluidas las cuentas conjuntas que quizá haya olvidado.',
    ],
    [
      '¿Cómo se trata la manutención de los hijos en el impuesto federal sobre la renta de EE. UU.?',
      'No es deducible para el progenitor que paga ni es ingreso gravable para el que la recibe',
      [
        'Es deducible para quien paga y gravable para quien la recibe',
        'Es gravable para los dos padres',
        'Solo es deducible por encima de $10,000 al año',
      ],
      'Esta ha sido durante mucho tiempo la regla para la manutención de los hijos según la ley fiscal federal, y los impuestos estatales sobre la renta por lo general la siguen.',
    ],
    [
      'En los acuerdos de divorcio firmados después del 31 de diciembre de 2018, ¿cómo se trata la manutención del cónyuge en el impuesto federal?',
      'No es deducible para quien paga ni es ingreso gravable para quien la recibe',
      [
        'Quien paga la deduce y quien la recibe paga impuesto sobre ella',
        'Los dos cónyuges pagan impuesto sobre ella',
        'Solo está libre de impuestos el primer año',
      ],
      'La ley federal de reducción de impuestos y empleos de 2017 eliminó la deducción federal para los acuerdos firmados después de 2018. Los acuerdos anteriores conservan la regla antigua salvo que se modifiquen para adoptar la nueva. Algunos estados, como California, todavía tratan la manutención del cónyuge de otra manera en el impuesto estatal sobre la renta.',
    ],
    [
      '¿Cuál es la mejor base para un presupuesto después de la separación?',
      'Lo que usted gasta de verdad, tomado de los estados de cuenta del banco y de las tarjetas, más los costos que cambiarán después de la separación',
      ['Lo que espera gastar', 'El promedio nacional de una familia', 'El cálculo de sus gastos que haga su excónyuge'],
      'Las cifras reales dan credibilidad a su declaración jurada financiera y le ayudan a ver qué manutención o cambios necesitará.',
    ],
    [
      '¿Cuál de estos tiene más probabilidad de seguir siendo un bien separado?',
      'Una herencia que recibió uno de los cónyuges y que guardó en una cuenta solo a su nombre',
      [
        'El sueldo ganado durante el matrimonio',
        'Una casa comprada juntos durante el matrimonio',
        'Los ahorros para la jubilación hechos con sueldos ganados durante el matrimonio',
      ],
      'En la mayoría de los estados los regalos y las herencias son bienes separados, pero mezclarlos con dinero matrimonial (confusión de bienes) puede volverlos matrimoniales, y unos pocos estados permiten que la corte divida cualquier bien, heredado o no.',
    ],
    [
      'Después del divorcio, ¿puede conservar el seguro médico del plan del empleador de su excónyuge?',
      'Muchas veces sí, por medio de COBRA hasta por 36 meses, por lo general pagando usted la prima completa (más hasta un 2 %)',
      [
        'Sí, gratis de por vida',
        'No, la cobertura siempre termina el día en que se presenta el divorcio',
        'Solo si no tiene hijos',
      ],
      'La ley federal COBRA cubre los planes de empleadores con 20 empleados o más, y muchos estados tienen reglas parecidas para empleadores más pequeños. El divorcio es un evento que da derecho a la cobertura; hay que avisar al plan dentro de 60 días. Perder la cobertura también abre un período especial de inscripción en un plan del mercado de seguros, así que compare los dos.',
    ],
  ],
};

/** Names of pages the tips link to (src/features/quizzes/tipLinks.ts), as the Spanish tips write them. */
const PAGE_NAMES: Record<string, string> = {
  'Co-Parenting Communication Guide': 'Guía de comunicación en la crianza compartida',
  'Parenting Plan Template': 'Plantilla de plan de crianza',
  'Court Hearing Preparation Checklist': 'Lista de preparación para la audiencia',
  'Financial Affidavit Template': 'Plantilla de declaración jurada financiera',
  'Divorce Checklist': 'Lista de pasos para el divorcio',
  'Shared Expense Tracker': 'Registro de gastos compartidos',
  'Insights & Guides': 'Artículos y guías',
};

function build(): Map<string, string> {
  const pairs = new Map<string, string>(cards);
  zip(pairs, Object.keys(PAGE_NAMES), Object.values(PAGE_NAMES), 'PAGE_NAMES');
  for (const [title, profiles] of Object.entries(quizProfiles)) {
    const es = PROFILES[title] ?? [];
    zip(
      pairs,
      profiles.map((p) => p.title),
      es.map((p) => p[0]),
      title,
    );
    zip(
      pairs,
      profiles.map((p) => p.description),
      es.map((p) => p[1]),
      title,
    );
    zip(
      pairs,
      profiles.flatMap((p) => p.tips),
      es.flatMap((p) => p[2]),
      title,
    );
  }
  for (const [title, questions] of Object.entries(questionBank)) {
    const es = BANK[title] ?? [];
    zip(
      pairs,
      questions.map((q) => q.question),
      es.map((q) => q[0]),
      title,
    );
    questions.forEach((q, i) => {
      const [, correct, wrong, explanation] = es[i]!;
      zip(
        pairs,
        [q.correct, ...q.answers.filter((a) => a !== q.correct), q.explanation ?? ''],
        [correct, ...wrong, explanation],
        q.question,
      );
    });
  }
  pairs.delete('');
  return pairs;
}

/** Each English quiz text, and the title of each page a tip names, to its Spanish. */
const spanish: ReadonlyMap<string, string> = build();
export default spanish;

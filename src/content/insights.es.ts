/**
 * Insights & Guides in Spanish (docs/i18n.md): a chunk of its own, imported only when Spanish
 * is chosen (src/features/insights/insightsMessages.ts). Each list follows src/content/insights.ts
 * in the same order and is zipped with it into a Map from each English text to its Spanish one.
 * tests/unit/insights-es.test.ts checks that every text has Spanish and no English is left.
 */
import { INSIGHT_SECTIONS, INSIGHTS_INTRODUCTION } from './insights';

const INTRODUCTION =
  'A los hijos les va mejor después de un divorcio cuando se les protege del conflicto, mantienen una relación fuerte con los dos padres ' +
  'y pueden contar con rutinas previsibles. Las recomendaciones de abajo reúnen lo que más a menudo aconsejan las cortes de familia, ' +
  'los psicólogos infantiles y los cursos para padres en todo Estados Unidos. Úselas como punto de partida para hablar con el otro ' +
  'progenitor, con su mediador o con su abogado, y vuelva a ellas cuando las emociones estén a flor de piel.';

const DISCLAIMER =
  'Solo con fines educativos. Es información general, no asesoramiento legal; las leyes de custodia cambian de un estado a otro, así que consulte con un abogado de derecho de familia con licencia en su estado antes de actuar.';

/** Per section, in the order of INSIGHT_SECTIONS: heading, intro, and each entry's title and text. */
const SECTIONS: Array<[string, string, Array<[string, string]>]> = [
  [
    'Consejos útiles para hijos de padres divorciados',
    'Diez hábitos prácticos que ayudan a los hijos a sentirse seguros en los dos hogares.',
    [
      [
        'Díganselo juntos a sus hijos, si es seguro hacerlo',
        'Planeen una sola conversación tranquila con los dos padres presentes. Usen palabras sencillas y adecuadas a su edad, pónganse de acuerdo antes en la explicación y no culpen a nadie. Los hijos recuerdan cómo se lo dijeron mucho después de olvidar los detalles.',
      ],
      [
        'Déjeles claro que el divorcio no es culpa suya',
        'Muchos niños creen en secreto que causaron la separación o que podrían arreglarla. Dígales en voz alta, más de una vez, que la decisión la tomaron los adultos, que nada de lo que hicieron la causó y que nada de lo que hagan puede cambiarla.',
      ],
      [
        'No los ponga en medio',
        'Nunca pida a un hijo que lleve mensajes, que le cuente lo que pasa en el otro hogar o que tome partido. Hable con el otro progenitor directamente o por medio de una aplicación de crianza compartida, el correo electrónico o un mediador, para que su hijo pueda ser simplemente un niño en los dos hogares.',
      ],
      [
        'Proteja las rutinas previsibles',
        'Mantenga lo más parecidos posible en los dos hogares los horarios de dormir, las tareas escolares, las comidas y las actividades. Un calendario compartido del horario de crianza permite a los hijos ver cuándo estarán con cada progenitor y les quita ansiedad ante los cambios de casa.',
      ],
      [
        'Hable con respeto del otro progenitor',
        'Los hijos son mitad de cada progenitor. Criticar al otro progenitor, aunque sea en un comentario de pasada o en una llamada que oyen, les dice que algo está mal también en ellos. Desahóguese con adultos que le apoyen, donde sus hijos no le oigan.',
      ],
      [
        'Escuche más de lo que explica',
        'Invite a sus hijos a hacer preguntas y deje que expresen tristeza, enojo o alivio sin corregirlos. Repita lo que oye (“Parece que extrañas cenar con los dos”) antes de tranquilizarlos. Los sentimientos que se escuchan suelen calmarse.',
      ],
      [
        'Haga los cambios de casa tranquilos y breves',
        'En los intercambios es donde muchos niños ven más conflicto. Llegue a tiempo, tenga las maletas listas, salude con cortesía y brevedad, y deje los desacuerdos para otro momento y otro medio. En los casos de mucho conflicto, hacer el intercambio en la escuela o en un lugar público neutral puede ayudar.',
      ],
      [
        'Esté atento a las señales de estrés',
        'Los cambios en el sueño, el apetito, el rendimiento escolar o las amistades, o volver a conductas de cuando eran más pequeños, pueden indicar que un niño lo está pasando mal. Cuente a los maestros y al pediatra lo que está pasando, y considere un terapeuta infantil con licencia si las señales continúan.',
      ],
      [
        'Cuídese usted también',
        'Los hijos toman de usted las señales emocionales. Duerma, muévase y busque el apoyo de sus amistades, de un terapeuta o de un grupo de apoyo para el divorcio. Cuidar su propia salud es parte de criar bien, no una distracción.',
      ],
      [
        'Ponga los acuerdos por escrito',
        'Los acuerdos informales son fáciles de discutir después. Anote los horarios, los días festivos, los gastos y las reglas de comunicación en un plan de crianza por escrito, y pida a la corte que lo incluya en su orden para que los dos hogares sigan las mismas reglas.',
      ],
    ],
  ],
  [
    'Derechos personales de los hijos de padres divorciados',
    'Quince derechos, adaptados de las cartas de derechos de los hijos que muchas cortes de familia de EE. UU. entregan a los padres que se divorcian, que todo hijo de padres divorciados merece que se le respeten.',
    [
      [
        'El derecho a querer a los dos padres',
        'A querer y a ser querido por los dos padres, sin que le hagan sentir culpable, desleal o con miedo por demostrar ese cariño.',
      ],
      [
        'El derecho a no ser culpado',
        'A saber que el divorcio no es culpa suya y que no le toca arreglarlo ni hacerse cargo de los sentimientos de ninguno de los padres.',
      ],
      [
        'El derecho a quedar fuera del conflicto entre adultos',
        'A estar protegido de las discusiones, los pleitos legales y los comentarios hostiles entre los padres, en persona, por teléfono y por internet.',
      ],
      [
        'El derecho a no ser mensajero',
        'A que nunca le pidan llevar mensajes, dinero, papeles o quejas de un progenitor al otro.',
      ],
      [
        'El derecho a no ser espía',
        'A que nunca le interroguen sobre el hogar del otro progenitor, su nueva pareja, sus gastos o su vida privada.',
      ],
      [
        'El derecho a no tomar partido',
        'A que nunca le pidan elegir a uno de los padres por encima del otro ni tomar partido en un desacuerdo.',
      ],
      [
        'El derecho a información honesta y adecuada a su edad',
        'A que le digan la verdad sobre los cambios que le afectan, como mudanzas, horarios y escuelas nuevas, con palabras adecuadas a su edad.',
      ],
      [
        'El derecho a expresar sus sentimientos',
        'A decir cómo se siente, incluso enojo, tristeza o miedo, sin que le castiguen, le ignoren o le hagan sentir responsable de la reacción de uno de los padres.',
      ],
      [
        'El derecho a una relación significativa con cada progenitor',
        'A disfrutar de un tiempo regular y constante con cada progenitor, salvo que una corte haya decidido que el contacto no sería seguro.',
      ],
      [
        'El derecho a relacionarse con la familia extensa',
        'A seguir en contacto con los abuelos, primos, hermanos y otros parientes de los dos lados cuando sea seguro y sano.',
      ],
      [
        'El derecho a un hogar estable y seguro',
        'A tener cubiertas sus necesidades básicas en cada hogar: seguridad, comida, descanso, supervisión y un lugar que sienta como suyo.',
      ],
      [
        'El derecho a la manutención de los dos padres',
        'A que los dos padres le mantengan según sus posibilidades, como exigen las leyes de manutención de los hijos de todos los estados de EE. UU., sin oír las disputas por dinero.',
      ],
      [
        'El derecho a ser niño',
        'A no convertirse en el confidente, el consejero o el cuidador de uno de los padres, y a conservar sus amistades, sus actividades y una infancia propia.',
      ],
      [
        'El derecho a que se tenga en cuenta su opinión',
        'A que se escuchen sus deseos y se tengan en cuenta de forma adecuada a su edad y madurez, sin cargar con el peso de la decisión final.',
      ],
      [
        'El derecho a la privacidad y al respeto',
        'A que se respeten sus conversaciones, sus cosas y su comunicación con cada progenitor, incluido un contacto razonable por teléfono o video con el progenitor con quien no está.',
      ],
    ],
  ],
  [
    'Reglas de custodia y visitas',
    'Trece reglas básicas que mantienen en orden el tiempo de crianza y se sostienen bien si algún día una corte lo revisa.',
    [
      [
        'Cumpla exactamente la orden de la corte',
        'Su orden de custodia o el plan de crianza aprobado es legalmente obligatorio. Mientras un juez no lo cambie, cumpla su horario y sus condiciones aunque usted y el otro progenitor no estén de acuerdo con una parte. Las violaciones repetidas pueden llevar a que lo declaren en desacato o a cambios en la custodia.',
      ],
      [
        'Cambie la orden por medio de la corte, no por su cuenta',
        'Los acuerdos informales aparte son difíciles de hacer cumplir. Para cambios duraderos, presente a la corte una solicitud de modificación (o un acuerdo estipulado firmado por los dos padres). La mayoría de los estados exige un cambio sustancial de circunstancias para una modificación que la otra parte disputa.',
      ],
      [
        'Sea puntual y avise de los cambios con tiempo',
        'Llegue a las entregas a la hora y en el lugar acordados. Si un retraso es inevitable, avise al otro progenitor por escrito lo antes posible. Un registro escrito de que usted es de fiar importa si algún día se revisa el horario.',
      ],
      [
        'Nunca niegue el tiempo de crianza por la manutención',
        'En todos los estados de EE. UU., la manutención de los hijos y el tiempo de crianza son obligaciones separadas. Un progenitor no puede negar las visitas porque la manutención llega tarde, y tampoco puede dejar de pagarla porque se perdieron visitas. Acuda a la corte para hacer cumplir cualquiera de las dos.',
      ],
      [
        'Avise antes de mudarse',
        'La mayoría de los estados exige un aviso por escrito, muchas veces de 30 a 90 días, antes de que un progenitor se mude lejos con los hijos, y muchos exigen la aprobación de la corte. Revise su orden y la ley de mudanza de su estado antes de hacer planes.',
      ],
      [
        'Mantenga una comunicación formal y por escrito',
        'Use medios escritos como el correo electrónico o una aplicación de crianza compartida para los horarios y las decisiones. Escriba mensajes breves, informativos, amables y firmes. Las cortes pueden leer estos mensajes, así que escriba cada uno como si lo fuera a leer un juez.',
      ],
      [
        'Comparta la información importante sobre los hijos',
        'Salvo que una orden diga otra cosa, los dos padres tienen por lo general derecho a la información escolar, médica y de actividades. Comparta pronto las calificaciones, las citas, las enfermedades y las emergencias, y ponga a los dos padres como contactos.',
      ],
      [
        'Respete el tiempo del otro progenitor',
        'No programe actividades durante el tiempo del otro progenitor sin su acuerdo, y mantenga las llamadas o los mensajes a los hijos en un número y una duración razonables, según lo permita la orden.',
      ],
      [
        'Cumpla el horario de días festivos y vacaciones',
        'Las disposiciones de días festivos y vacaciones suelen tener prioridad sobre el horario normal. Confirme las fechas por escrito con bastante anticipación y cumpla las reglas de aviso para los viajes fuera del estado o al extranjero, incluido el consentimiento para el pasaporte.',
      ],
      [
        'Tome las decisiones importantes según la custodia legal',
        'Si comparten la custodia legal conjunta, las decisiones sobre la educación, la atención médica que no sea de emergencia y la religión se deben tomar juntos. Las decisiones del día a día le tocan al progenitor que tiene a los hijos en ese momento.',
      ],
      [
        'Mantenga seguros a los hijos en cada intercambio',
        'Nunca llegue bajo los efectos del alcohol o de drogas, nunca discuta delante de los hijos y cumpla al pie de la letra cualquier orden de protección. Si le preocupa la seguridad, pregunte a la corte por los intercambios supervisados o por un centro de visitas supervisadas.',
      ],
      [
        'Presente a una nueva pareja con cuidado',
        'Algunas órdenes limitan las visitas que pasan la noche o las presentaciones de nuevas parejas. Aunque no lo hagan, espere a que la relación sea estable y avise al otro progenitor antes de que los hijos conozcan a alguien nuevo.',
      ],
      [
        'Lleve un registro objetivo de la crianza',
        'Anote las entregas, las visitas perdidas o tardías y los hechos importantes con fecha y hora, sin comentarios. Un registro tranquilo y objetivo le sirve mucho más a un mediador, a un abogado o a un juez que los recuerdos o las capturas de pantalla de discusiones.',
      ],
    ],
  ],
];

function build(): Map<string, string> {
  const pairs = new Map<string, string>([[INSIGHTS_INTRODUCTION, INTRODUCTION]]);
  const set = (en: string, es: string | undefined) => {
    if (es === undefined) throw new Error(`insights.es.ts: no Spanish for "${en}"`);
    pairs.set(en, es);
  };
  INSIGHT_SECTIONS.forEach((section, i) => {
    const [heading, intro, entries] = SECTIONS[i] ?? ['', '', []];
    if (entries.length !== section.entries.length) throw new Error(`insights.es.ts: ${section.id} has ${entries.length} entries`);
    set(section.heading, heading);
    set(section.intro, intro);
    set(section.disclaimer, DISCLAIMER);
    section.entries.forEach((entry, j) => {
      set(entry.title, entries[j]?.[0]);
      set(entry.text, entries[j]?.[1]);
    });
  });
  return pairs;
}

/** Each English text of Insights & Guides to its Spanish one. */
const spanish: ReadonlyMap<string, string> = build();
export default spanish;

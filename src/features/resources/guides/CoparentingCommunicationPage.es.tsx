import { Link } from 'wouter';
import { GuideShell } from './GuideShell';
import { Example } from './Example';
import { Accordion, AccordionItem } from '../../../ui/Accordion';
import { LINES } from '../../../content/crisisLines';
import * as paths from '../../../lib/paths';

// The communication guide in Spanish (docs/i18n.md): the same sections and advice as
// CoparentingCommunicationPage.en.tsx, in plain Spanish (usted), loaded only when Spanish is
// chosen. BIFF keeps its English name (its letters are English words), explained in Spanish.
// Terms: co-parent "el otro progenitor", parallel parenting "crianza paralela", exchange
// "intercambio", handoff "entrega", protective order "orden de protección" (docs/i18n.md,
// glossary). Keep it in step with the English page.
export default function CoparentingCommunicationPageEs() {
  return (
    <GuideShell
      title="Guía de comunicación para la crianza compartida"
      path={paths.coparentingGuide}
      description="Cómo comunicarse con el otro progenitor durante y después del divorcio: mensajes centrados en los hijos, el método BIFF con ejemplos, límites, no poner a los hijos en medio y la crianza paralela."
      keywords={['comunicación crianza compartida', 'método BIFF', 'crianza paralela', 'otro progenitor conflictivo']}
      lead={
        <>
          <p>
            Puede que ya no estén casados, pero siguen criando juntos a sus hijos. La forma en que ustedes dos se hablan influye
            en lo seguros que se sienten sus hijos, en lo bien que funciona el horario y, si el caso llega a la corte, en cómo lo
            ve a usted el juez.
          </p>
          <p>
            Esta guía le da maneras prácticas de mantener la comunicación tranquila, breve y centrada en los hijos, aunque el otro
            progenitor no haga lo mismo.
          </p>
        </>
      }
    >
      <h2>Lo básico</h2>
      <p>
        Tres hábitos hacen la mayor parte del trabajo. No harán agradable cada conversación, pero mantienen la atención donde debe
        estar y le protegen si un desacuerdo se agrava.
      </p>
      <Accordion>
        <AccordionItem open summary="Poner a los hijos en el centro">
          <p>
            Antes de enviar un mensaje o empezar una conversación, hágase una pregunta: <strong>“¿Esto ayuda a mi hijo?”</strong>{' '}
            Si la respuesta sincera es no, probablemente no hace falta decirlo, o hace falta decirlo de otra manera.
          </p>
          <ul>
            <li>
              Hable de lo que necesitan los hijos (horarios de recogida, actos de la escuela, citas médicas, actividades), no de
              la historia de su relación.
            </li>
            <li>
              Nunca use a sus hijos como mensajeros. “Dile a tu papá que se atrasó con el cheque” pone al niño en medio de un
              problema de adultos. Envíe usted el mensaje.
            </li>
            <li>
              No les pida a los hijos que le cuenten lo que pasa en la otra casa. Preguntas como “¿Quién estaba en casa de mamá?”
              les hacen sentir que traicionan a alguien.
            </li>
            <li>
              Mantenga los conflictos de adultos lejos de sus oídos. Los niños oyen las llamadas desde el cuarto de al lado y leen
              los mensajes que quedan abiertos en una pantalla.
            </li>
            <li>
              Deje que sus hijos quieran al otro progenitor. Decir “Me alegra que lo pasaras bien en casa de papá” le cuesta poco
              y para ellos significa mucho.
            </li>
          </ul>
          <p>
            Los estudios sobre hijos de padres divorciados coinciden: lo que más daña a los niños es el conflicto continuo entre
            los padres, más que el divorcio en sí. Bajar la tensión es una de las cosas que más los protege.
          </p>
        </AccordionItem>
        <AccordionItem summary="Un tono respetuoso, como de trabajo">
          <p>
            Muchos terapeutas de familia sugieren tratar al otro progenitor como a un socio de negocios o a un colega que no
            conoce bien: con cortesía, claridad y profesionalidad. No hace falta que se caigan bien para llevar el “negocio” de
            criar a sus hijos.
          </p>
          <ul>
            <li>Use un saludo y una despedida neutrales (“Hola, Sam:” … “Gracias.”).</li>
            <li>Limítese a hechos, fechas y horas. Deje fuera las opiniones sobre el carácter del otro progenitor.</li>
            <li>Evite el sarcasmo, escribir todo en mayúsculas y palabras como “siempre” y “nunca”.</li>
            <li>
              Hable en primera persona: “Quisiera confirmar la recogida del viernes a las 5” en lugar de “Nunca me dices nada”.
            </li>
            <li>Piense que un juez, un mediador o su hijo podrían leer algún día cada mensaje. Escriba en consecuencia.</li>
            <li>
              Si está enojado, espere. Escriba la respuesta y vuelva a leerla unas horas después (o a la mañana siguiente) antes
              de enviarla. Pocos mensajes sobre los hijos necesitan respuesta en minutos.
            </li>
          </ul>
        </AccordionItem>
        <AccordionItem summary="Constancia y seriedad">
          <p>
            Los niños llevan mejor los cambios cuando los adultos que los rodean son previsibles. La constancia también crea la
            confianza que facilita los acuerdos futuros.
          </p>
          <ul>
            <li>
              Cumpla el plan de crianza o la orden de la corte tal como están escritos, con las horas y los lugares de
              intercambio.
            </li>
            <li>Haga lo que dice que va a hacer. Si no puede, avise con tiempo y ofrezca otra opción.</li>
            <li>
              Intente mantener rutinas parecidas en las dos casas cuando pueda (hora de dormir, tareas, pantallas, disciplina),
              aunque los detalles cambien.
            </li>
            <li>
              Acuerden un momento y un medio fijos para las novedades de rutina, por ejemplo un mensaje breve cada domingo por la
              noche sobre la semana que empieza.
            </li>
            <li>
              Ponga por escrito los cambios de horario, aunque los hayan acordado en persona: “Como hablamos, me quedo con los
              niños hasta las 7 el sábado y usted los tiene hasta las 7 el sábado que viene”.
            </li>
          </ul>
        </AccordionItem>
      </Accordion>

      <h2>Estrategias prácticas</h2>
      <Accordion>
        <AccordionItem summary="Elija el medio adecuado">
          <p>Cómo se comunica importa tanto como lo que dice. Elija el medio que se ajuste al tema y al nivel de conflicto.</p>
          <ul>
            <li>
              <strong>Aplicaciones de crianza compartida</strong> (por ejemplo OurFamilyWizard, TalkingParents o AppClose):
              guardan los mensajes con fecha y hora, calendarios y gastos compartidos. Algunas cortes las ordenan en casos de
              mucho conflicto, y sus registros se imprimen fácilmente si alguna vez los necesita.
            </li>
            <li>
              <strong>El correo electrónico</strong> sirve para todo lo que necesita detalle o constancia: información de la
              escuela, novedades médicas, propuestas de cambio de horario.
            </li>
            <li>
              <strong>Los mensajes de texto</strong> sirven para asuntos rápidos (“Llego 10 minutos tarde, a las 5:10”). No
              discuta por mensaje de texto: las discusiones se agravan rápido.
            </li>
            <li>
              <strong>Las llamadas o videollamadas</strong> resuelven las cosas más rápido cuando los dos están tranquilos.
              Después, confirme por escrito lo que acordaron.
            </li>
            <li>
              <strong>Hablar en persona</strong> durante los intercambios es lo más arriesgado: los hijos están mirando. Haga las
              entregas breves y amables, y deje las conversaciones para otro momento.
            </li>
          </ul>
          <p>
            Si hay una orden de protección, cumpla exactamente lo que dice. Puede limitar o prohibir el contacto directo; pregunte
            a su abogado o a la corte qué comunicación está permitida.
          </p>
        </AccordionItem>
        <AccordionItem summary="El método BIFF: breve, informativo, amable y firme">
          <p>
            BIFF es un método creado por el abogado y terapeuta Bill Eddy, del <span lang="en">High Conflict Institute</span>,
            para responder mensajes hostiles o cargados de emoción. Su nombre viene de cuatro palabras en inglés:{' '}
            <span lang="en">Brief, Informative, Friendly, Firm</span> (breve, informativo, amable, firme). Es muy útil cuando el
            otro progenitor envía mensajes largos, acusadores o provocadores.
          </p>
          <h3>Breve</h3>
          <p>
            Que sea un párrafo corto. Cuanto más larga la respuesta, más motivos hay para discutir. No tiene que contestar cada
            acusación.
          </p>
          <h3>Informativo</h3>
          <p>
            Dé información exacta y neutral sobre el asunto: fechas, horas, hechos. Corrija lo que sea falso solo cuando importe,
            en pocas palabras y sin emoción.
          </p>
          <h3>Amable</h3>
          <p>
            Un saludo o una despedida amables (“Gracias por avisarme”, “Que pase un buen fin de semana”) bajan la tensión. No es
            debilidad: hace menos probable que la conversación se agrave.
          </p>
          <h3>Firme</h3>
          <p>
            Cierre el tema. Dé una respuesta clara u ofrezca dos opciones y, si necesita respuesta, una fecha límite. No invite a
            seguir discutiendo.
          </p>
          <h3>Ejemplo</h3>
          <Example kind="bad" label="Mensaje que usted recibe">
            <p>
              “Increíble. OTRA VEZ dejaste que Maya se quedara despierta hasta la medianoche y en la escuela estaba agotada. Solo
              te importa ser el papá divertido. Y todavía no me pagaste lo del fútbol. Típico.”
            </p>
          </Example>
          <Example kind="bad" label="Una respuesta que agrava el conflicto">
            <p>
              “Si no le llenaras la agenda, a lo mejor no estaría tan cansada. No pago ni un centavo hasta que me enseñes un
              recibo, como te he pedido cien veces. Tú eres la que…”
            </p>
          </Example>
          <Example kind="good" label="Una respuesta BIFF">
            <p>
              “Hola, Jordan: gracias por avisarme de que Maya estaba cansada el lunes. El domingo se acostó a las 9:30; en noches
              de escuela la acostaré a las 9:00. Sobre el fútbol, envíeme el recibo y le pagaré mi mitad ($45) en los cinco días
              siguientes a recibirlo. Gracias.”
            </p>
          </Example>
          <p>
            Fíjese en lo que la respuesta BIFF deja fuera: no defiende su forma de criar, no acusa de vuelta, no reacciona al
            “Típico”. Atiende los dos asuntos reales (la hora de dormir y la cuota) y los cierra.
          </p>
          <h3>Otro ejemplo: un cambio de horario</h3>
          <Example kind="good" label="Una respuesta BIFF">
            <p>
              “Hola, Alex: no puedo cambiar este fin de semana porque tengo un viaje de trabajo. Podría quedarme con los niños el
              fin de semana siguiente (del 14 al 16) o podemos dejar el horario como está. Por favor, avíseme antes del miércoles
              qué prefiere. Gracias.”
            </p>
          </Example>
        </AccordionItem>
        <AccordionItem summary="Ponga límites sanos">
          <p>
            Los límites son las reglas que usted se pone sobre cómo y cuándo se comunica. Protegen su tiempo y su tranquilidad, y
            dejan claro a todos qué esperar.
          </p>
          <ul>
            <li>
              Decida cuándo responde: “Reviso los mensajes sobre los niños una vez cada noche y respondo al día siguiente, salvo
              que sea una emergencia”. Diga qué es una emergencia (la salud o la seguridad de un hijo, un problema de horario del
              mismo día).
            </li>
            <li>
              Hable solo de los hijos. Con cortesía, no hable de su vida personal, de nuevas parejas ni de dinero que no tenga que
              ver con los hijos.
            </li>
            <li>
              Puede terminar una conversación que se vuelve ofensiva: “Voy a terminar esta llamada. Le responderé por correo sobre
              el dentista”.
            </li>
            <li>
              No discuta el plan de crianza en el momento. Si algo tiene que cambiar, propóngalo por escrito y, si no se ponen de
              acuerdo, acudan a mediación.
            </li>
            <li>
              Respete el tiempo del otro progenitor con los hijos. Llame o escriba a los hijos en los momentos que permite el plan
              o que hayan acordado.
            </li>
          </ul>
        </AccordionItem>
        <AccordionItem summary="No ponga a los hijos en medio">
          <p>
            Esto pasa cuando una tercera persona, muchas veces un hijo, queda metida en el conflicto entre los dos padres. Puede
            ser evidente o sutil:
          </p>
          <ul>
            <li>Usar a un hijo para llevar mensajes, dinero o documentos con un mensaje.</li>
            <li>Preguntarle a un hijo con quién quiere vivir, o a quién quiere más.</li>
            <li>Desahogarse con un hijo sobre el otro progenitor o contarle detalles del caso en la corte.</li>
            <li>Pedirle a un hijo que le guarde secretos al otro progenitor.</li>
            <li>Meter a abuelos, amigos o nuevas parejas en el conflicto.</li>
          </ul>
          <p>
            Los hijos que quedan en medio suelen sentirse culpables, ansiosos o responsables de problemas de adultos. Hable
            directamente con el otro progenitor (o por medio de sus abogados o de una aplicación) y busque a otro adulto para
            desahogarse: un amigo, un consejero o un grupo de apoyo.
          </p>
          <p>
            Si su hijo le trae un mensaje (“Mamá dice que tienes que pagar el campamento”), dele las gracias, dígale que usted
            hablará con mamá y luego hágalo usted.
          </p>
        </AccordionItem>
        <AccordionItem summary="Cuando el conflicto sigue alto: la crianza paralela">
          <p>
            La crianza en cooperación no es realista para todos. Cuando cada intercambio termina en pelea, la crianza paralela
            permite que cada progenitor cuide a los hijos en su propia casa con el menor contacto directo posible.
          </p>
          <ul>
            <li>La comunicación es solo por escrito, breve y limitada a lo esencial, muchas veces por una aplicación.</li>
            <li>
              Un plan de crianza detallado fija horarios, horas y lugares de intercambio, y quién decide qué, de modo que queda
              poco por negociar.
            </li>
            <li>
              Cada progenitor toma las decisiones del día a día durante su tiempo sin consultar al otro, y no se mete en las
              rutinas de la otra casa.
            </li>
            <li>
              Los intercambios se hacen en la escuela, en la guardería o en un lugar público y neutral, para evitar el contacto
              cara a cara.
            </li>
            <li>Cada progenitor va por separado a los actos y actividades de la escuela, o se sienta aparte.</li>
          </ul>
          <p>
            La crianza paralela suele ser una etapa, no algo para siempre: cuando las emociones se calman, muchos padres descubren
            que poco a poco pueden cooperar más. Nuestra <Link href={paths.parentingPlan}>plantilla de plan de crianza</Link> le
            ayuda a escribir el plan detallado del que depende la crianza paralela.
          </p>
        </AccordionItem>
      </Accordion>

      <h2>Conversaciones difíciles</h2>
      <p>
        Algunos temas serán difíciles pase lo que pase: el dinero, las nuevas parejas, una mudanza, la disciplina, los problemas
        de un hijo. Estos pasos ayudan.
      </p>
      <ol>
        <li>
          <strong>Elija el momento y el lugar.</strong> Nunca durante un intercambio ni delante de los hijos. Proponga una llamada
          con hora fija o hacerlo por escrito.
        </li>
        <li>
          <strong>Prepárese.</strong> Anote el punto o los dos puntos que necesita tratar y el resultado que espera.
        </li>
        <li>
          <strong>Empiece por lo que comparten.</strong> “Los dos queremos que a Sam le vaya bien en la escuela” abre más puertas
          que una queja.
        </li>
        <li>
          <strong>Describa el problema, no a la persona.</strong> “Sam no entregó tres tareas que tocaban después de los fines de
          semana” en lugar de “Nunca le haces hacer la tarea”.
        </li>
        <li>
          <strong>Escuche y reconozca.</strong> Repita lo que oyó (“Entonces le preocupa el costo”) aunque no esté de acuerdo.
        </li>
        <li>
          <strong>Ofrezca opciones, no ultimátums.</strong> Dos o tres opciones posibles hacen más probable un acuerdo.
        </li>
        <li>
          <strong>Haga una pausa si la cosa se calienta.</strong> “Dejémoslo aquí y lo retomamos el jueves” es mejor que decir
          algo de lo que se arrepienta.
        </li>
        <li>
          <strong>Confírmelo por escrito.</strong> Envíe un resumen breve de lo que acordaron, con fechas.
        </li>
        <li>
          <strong>Acuda a un tercero neutral si se atascan.</strong> Un mediador, un coordinador de crianza o un terapeuta de
          familia puede ayudarles a tomar decisiones que no logran tomar solos.
        </li>
      </ol>

      <h2>Cuándo buscar más ayuda</h2>
      <p>
        Las estrategias de comunicación no reemplazan la seguridad. Si tiene miedo del otro progenitor, si ha habido violencia o
        amenazas, o si sus hijos corren peligro, hable con un abogado de derecho de familia o con una persona de apoyo contra la
        violencia doméstica sobre las órdenes de protección y los intercambios supervisados. La Línea Nacional contra la Violencia
        Doméstica (se habla español) atiende las 24 horas: <a href={LINES.dv.actions[0]!.href}>llamar al 1-800-799-7233</a>. En
        una emergencia, <a href={LINES.emergency.actions[0]!.href}>llame al 911</a>.
      </p>
      <p>
        Guarde copias de sus mensajes. Si su caso llega a la corte, un registro que muestre que usted se comunicó con calma y puso
        primero a sus hijos puede contar.
      </p>
    </GuideShell>
  );
}

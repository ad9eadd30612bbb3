import { Link } from 'wouter';
import { GuideShell } from './GuideShell';
import { Accordion, AccordionItem } from '../../../ui/Accordion';
import { ScrollTable } from './ScrollTable';
import * as paths from '../../../lib/paths';

// The discovery guide in Spanish (docs/i18n.md): the same sections and facts as
// DiscoveryPage.en.tsx, in plain Spanish (usted), loaded only when Spanish is chosen. Each
// tool's English name, the one printed on the papers a parent receives and files, is shown in
// English (lang="en") beside its Spanish explanation. Terms (docs/i18n.md, glossary): discovery
// "revelación" (the Judicial Council's Spanish self-help: "un proceso legal (llamado revelación)";
// "divulgación" is its word for the financial disclosure), subpoena "citación judicial", clerk "secretario de la corte",
// attorney "abogado", hearing "audiencia". Keep it in step with the English page.
export default function DiscoveryPageEs() {
  return (
    <GuideShell
      title="Qué es la revelación de pruebas"
      path={paths.discoveryGuide}
      description="La revelación de pruebas (discovery) en el divorcio, en palabras sencillas: interrogatorios, solicitudes de documentos, deposiciones, citaciones judiciales y solicitudes de admisión de hechos, lo que le toca hacer y qué esperar."
      keywords={[
        'revelación de pruebas divorcio',
        'discovery',
        'interrogatorios',
        'solicitud de documentos',
        'deposición',
        'citación judicial',
        'solicitud de admisión',
      ]}
      lead={
        <>
          <p>
            La <strong>revelación de pruebas</strong> (en inglés, <span lang="en">discovery</span>) es el proceso formal en el que
            cada parte de un divorcio obtiene información y documentos de la otra (y a veces de personas de fuera, como
            empleadores y bancos) antes de negociar un acuerdo o de ir a juicio. Su fin es sencillo: las decisiones sobre los
            bienes, la manutención y la crianza deben basarse en hechos completos y exactos, no en sorpresas.
          </p>
          <p>
            Puede sentirse como una intromisión y resultar pesada. Saber qué es cada herramienta, qué se espera de usted y cuánto
            tarda cada paso la hace mucho más llevadera.
          </p>
        </>
      }
    >
      <h2>Revelación formal e informal</h2>
      <p>
        Muchas parejas intercambian la información de manera <strong>informal</strong>: cada parte entrega sus declaraciones de
        impuestos, talones de pago y estados de cuenta cuando se los piden, muchas veces junto con una declaración jurada
        financiera o un formulario de divulgación. Es más rápido y más barato. Cuando la información no se comparte por voluntad
        propia, o el caso es disputado, las partes usan la <strong>revelación formal</strong>: las herramientas de abajo, que
        siguen las reglas de la corte y que el juez puede hacer cumplir.
      </p>
      <p>
        Muchos estados también exigen una <strong>divulgación financiera obligatoria</strong> en todo divorcio, aunque nadie la
        pida: por ejemplo, una declaración jurada financiera con los ingresos, gastos, bienes y deudas, con los documentos que los
        respaldan. Nuestra <Link href={paths.affidavit}>plantilla de declaración jurada financiera</Link> le ayuda a reunir esa
        información. Los nombres, formularios y plazos cambian de un estado a otro: consulte el sitio web de la corte de su estado
        o pregunte a un abogado.
      </p>

      <h2>Las cinco herramientas principales</h2>
      <Accordion>
        <AccordionItem open summary="Interrogatorios: preguntas por escrito">
          <p>
            Los interrogatorios (<span lang="en">interrogatories</span>) son preguntas por escrito que una parte envía a la otra y
            que se contestan por escrito <strong>bajo juramento</strong>. Sus respuestas firmadas son declaraciones juradas, así
            que deben ser verdaderas y completas.
          </p>
          <p>Preguntas habituales en un divorcio:</p>
          <ul>
            <li>Nombre a cada empleador que ha tenido en los últimos cinco años, con su puesto y su sueldo.</li>
            <li>Indique cada cuenta bancaria, de jubilación y de inversión a su nombre, solo o con otra persona.</li>
            <li>Describa los bienes que usted dice que son suyos por separado (no matrimoniales) y por qué.</li>
            <li>Describa cómo participa en el cuidado diario de los hijos, la escuela y las citas médicas.</li>
            <li>Nombre a cada persona que piensa llamar como testigo.</li>
          </ul>
          <p>
            La mayoría de las cortes limitan cuántos interrogatorios se pueden enviar (las reglas federales y muchos estados los
            limitan a unos 25 o 30, contando las subpreguntas), y algunos estados tienen interrogatorios modelo para casos de
            familia (en inglés, <span lang="en">form interrogatories</span>). Suele tener unos 30 días para contestar; el plazo
            exacto depende de las reglas de su estado y de cómo le entregaron las preguntas.
          </p>
        </AccordionItem>
        <AccordionItem summary="Solicitudes de documentos y registros">
          <p>
            Una solicitud de presentación de documentos (<span lang="en">request for production</span>) le pide a la otra parte
            que entregue documentos, archivos electrónicos u otras cosas que tenga o que estén bajo su control. En los divorcios,
            suelen pedir:
          </p>
          <ul>
            <li>
              las declaraciones de impuestos federales y estatales con todos sus anexos y los formularios W-2 o 1099, muchas veces
              de los últimos tres a cinco años;
            </li>
            <li>los talones de pago recientes y pruebas de bonos, comisiones u otros ingresos;</li>
            <li>los estados de cuenta del banco, de tarjetas de crédito, de jubilación y de inversiones;</li>
            <li>los documentos de la hipoteca, la escritura, el título del vehículo y los préstamos;</li>
            <li>los registros de un negocio, si alguno de los cónyuges tiene uno;</li>
            <li>las pólizas de seguro y los gastos de los hijos (cuidado de los hijos, médicos, actividades);</li>
            <li>
              a veces correos electrónicos, mensajes de texto, fotos o publicaciones en redes sociales que tengan que ver con el
              caso.
            </li>
          </ul>
          <p>
            El plazo para responder suele ser de unos 30 días. Usted entrega lo que tiene o puede conseguir sin mucha dificultad
            (por ejemplo, descargando los estados de cuenta del sitio web de su banco) y dice por escrito si algo no existe o no
            está bajo su control.
          </p>
        </AccordionItem>
        <AccordionItem summary="Deposiciones: declaración bajo juramento">
          <p>
            Una deposición (<span lang="en">deposition</span>) es una entrevista bajo juramento fuera de la sala de la corte, por
            lo general en la oficina de un abogado o por video. El abogado de la otra parte le hace preguntas; su abogado está
            presente y puede objetar; un taquígrafo judicial anota cada palabra, y la transcripción se puede usar después en la
            corte, también para señalar cualquier diferencia entre lo que dijo entonces y lo que diga en el juicio.
          </p>
          <p>Son más comunes en casos con muchos bienes, un negocio o una custodia en disputa. Consejos:</p>
          <ul>
            <li>Diga la verdad. Decir “No sé” o “No me acuerdo” está bien cuando es cierto.</li>
            <li>Escuche la pregunta entera, haga una pausa y conteste solo esa pregunta. No dé información de más.</li>
            <li>Pida que le repitan la pregunta o que la digan de otra forma si no la entiende.</li>
            <li>
              Mantenga la calma y la cortesía, aunque las preguntas le parezcan personales u hostiles. Pida un descanso si lo
              necesita.
            </li>
            <li>No adivine cifras ni fechas; diga que tendría que revisar los documentos.</li>
            <li>Repase antes con su abogado sus propios documentos y sus respuestas anteriores.</li>
          </ul>
          <p>
            Las deposiciones suelen ser la herramienta más cara, porque se paga el tiempo de los abogados y del taquígrafo, y las
            transcripciones cuestan aparte.
          </p>
        </AccordionItem>
        <AccordionItem summary="Citaciones judiciales: información de personas ajenas al caso">
          <p>
            Las herramientas anteriores solo sirven entre los dos cónyuges. Una <strong>citación judicial</strong> (
            <span lang="en">subpoena</span>) es una orden autorizada por la corte que obliga a alguien que no es parte del caso,
            como un empleador, un banco, una escuela, un médico o un contador, a entregar documentos (una{' '}
            <span lang="la">subpoena duces tecum</span>) o a presentarse a declarar en una deposición, una audiencia o un juicio.
          </p>
          <p>
            Se usan a menudo para confirmar que los documentos que entregó un cónyuge están completos, por ejemplo pidiendo los
            estados de cuenta directamente al banco, o los registros de pago directamente al empleador. En muchos estados un
            abogado puede emitir la citación; quien se representa a sí mismo suele pedirla al secretario de la corte. Normalmente
            la otra parte debe recibir aviso, y la persona o empresa que recibe la citación puede objetar o pedir a la corte que
            la limite.
          </p>
        </AccordionItem>
        <AccordionItem summary="Solicitudes de admisión: confirmar los hechos">
          <p>
            Una solicitud de admisión de hechos (<span lang="en">request for admission</span>) le pide a la otra parte que admita
            o niegue afirmaciones concretas, por ejemplo: “Admita que la casa de 12 Oak Street se compró antes del matrimonio” o
            “Admita que el documento adjunto es una copia fiel de su declaración de impuestos de 2024”. Los hechos admitidos ya no
            hay que probarlos en el juicio, lo que reduce la disputa y ahorra tiempo y dinero.
          </p>
          <p>
            <strong>Aquí los plazos importan más que en ningún otro sitio.</strong> En muchos estados, si no responde a tiempo (a
            menudo unos 30 días), las afirmaciones se dan por admitidas, aunque no sean ciertas. Si recibe solicitudes de
            admisión, anote el plazo enseguida y busque ayuda si la necesita. Puede admitir, negar o explicar por escrito por qué
            no puede admitir ni negar con sinceridad después de averiguarlo razonablemente.
          </p>
        </AccordionItem>
      </Accordion>

      <h2>Las herramientas de un vistazo</h2>
      <ScrollTable
        label="Las herramientas de revelación de un vistazo"
        hint="La tabla es más ancha que su pantalla: deslícela o desplácela hacia los lados para ver todas las columnas."
      >
        <table>
          <caption className="visually-hidden">Las herramientas de revelación, a quién se envían y qué se obtiene</caption>
          <thead>
            <tr>
              <th scope="col">Herramienta</th>
              <th scope="col">Se envía a</th>
              <th scope="col">Qué se obtiene</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Interrogatorios</td>
              <td>El otro cónyuge</td>
              <td>Respuestas por escrito bajo juramento</td>
            </tr>
            <tr>
              <td>Solicitudes de documentos</td>
              <td>El otro cónyuge</td>
              <td>Documentos y archivos electrónicos</td>
            </tr>
            <tr>
              <td>Deposiciones</td>
              <td>El otro cónyuge o un testigo</td>
              <td>Declaración oral bajo juramento, con transcripción</td>
            </tr>
            <tr>
              <td>Citaciones judiciales</td>
              <td>Personas y empresas ajenas al caso</td>
              <td>Documentos o declaraciones de terceros</td>
            </tr>
            <tr>
              <td>Solicitudes de admisión</td>
              <td>El otro cónyuge</td>
              <td>Hechos admitidos o negados</td>
            </tr>
          </tbody>
        </table>
      </ScrollTable>

      <h2>Lo que le toca hacer</h2>
      <p>Aunque tenga abogado, gran parte de la revelación depende de usted. Usted sabe dónde están los documentos.</p>
      <ul>
        <li>
          <strong>Empiece a reunir pronto.</strong> Junte las declaraciones de impuestos, los talones de pago, los estados de
          cuenta y la lista de cuentas antes de que se los pidan. Nuestra{' '}
          <Link href={paths.divorceChecklist}>lista de pasos para el divorcio</Link> enumera los documentos habituales.
        </li>
        <li>
          <strong>Sea sincero y completo.</strong> Esconder ingresos o bienes es un error grave: el juez puede poner multas,
          ordenarle pagar los honorarios del abogado de la otra parte, sacar conclusiones en su contra o reabrir un acuerdo más
          adelante, y dar respuestas falsas bajo juramento puede ser perjurio.
        </li>
        <li>
          <strong>Guárdelo todo.</strong> No borre mensajes de texto, correos, publicaciones ni archivos que puedan tener que ver
          con el caso, aunque le den vergüenza. Destruir pruebas cuando ya se espera un caso (en inglés,{' '}
          <span lang="en">spoliation</span>) puede acarrear sanciones.
        </li>
        <li>
          <strong>Cumpla los plazos.</strong> Anote cada plazo en su calendario el mismo día que reciba la solicitud. Si necesita
          más tiempo, pídalo antes de que venza (muchas veces la otra parte acepta por escrito).
        </li>
        <li>
          <strong>Ordene lo que entrega.</strong> Marque bien los documentos, guarde una copia de todo lo que entrega y una lista
          de qué se envió y cuándo.
        </li>
        <li>
          <strong>Revise bien sus respuestas.</strong> Lea cada borrador que prepare su abogado antes de firmarlo. Corrija lo que
          esté mal o incompleto, y actualice las respuestas si algo cambia después (la mayoría de los estados lo exigen).
        </li>
        <li>
          <strong>Proteja la información delicada.</strong> Pregunte por una orden de protección para los documentos privados de
          un negocio, médicos o financieros, y siga las reglas de su corte para tachar (ocultar) los números de Seguro Social y de
          cuentas en todo lo que presente a la corte.
        </li>
        <li>
          <strong>Mantenga en privado el consejo legal.</strong> Lo que habla con su abogado suele estar protegido por el secreto
          profesional. No lo reenvíe a otras personas ni lo comente en redes sociales: podría perder esa protección.
        </li>
      </ul>

      <h2>Qué esperar</h2>
      <ol>
        <li>
          <strong>La revelación empieza</strong> cuando el caso de divorcio se ha presentado y al otro cónyuge se le ha hecho la
          entrega legal de los papeles (algunos estados exigen una breve espera o una primera fecha en la corte antes de enviar
          solicitudes formales). La corte puede fijar un calendario con una fecha límite para terminar la revelación.
        </li>
        <li>
          <strong>Se intercambian las solicitudes.</strong> Normalmente primero va la revelación por escrito (interrogatorios,
          solicitudes de documentos y de admisión), porque las respuestas muestran qué más hace falta.
        </li>
        <li>
          <strong>Llegan las respuestas</strong> dentro del plazo (a menudo unos 30 días), a veces con objeciones, por ejemplo que
          una solicitud es demasiado amplia, no tiene que ver con el caso o pide información protegida.
        </li>
        <li>
          <strong>Se reclama lo que falta.</strong> Los abogados primero intentan resolver los desacuerdos de manera informal. Si
          no lo logran, una parte puede pedirle al juez una orden que obligue a responder, y el juez puede ordenar a la otra parte
          que cumpla y, a veces, que pague los costos.
        </li>
        <li>
          <strong>Las citaciones y las deposiciones</strong> vienen después, cuando hacen falta, para comprobar información o
          interrogar a testigos.
        </li>
        <li>
          <strong>La revelación se cierra</strong> y la información se usa en la mediación, en la negociación de un acuerdo o, si
          no hay acuerdo, en el juicio.
        </li>
      </ol>
      <p>
        En un divorcio sencillo y con cooperación, la revelación puede durar unas semanas y consistir en intercambiar documentos.
        En un caso disputado, con un negocio, bienes escondidos o una disputa por la custodia, puede durar muchos meses y ser una
        gran parte de los honorarios legales. Cooperar e intercambiar los documentos por voluntad propia es una de las mejores
        maneras de bajar los costos.
      </p>

      <h2>Si se representa a sí mismo</h2>
      <p>
        En la revelación usted tiene los mismos derechos y deberes que una parte con abogado. Empiece por el centro de ayuda o el
        sitio web de la corte de su estado, que a menudo tiene guías sencillas y formularios, y pregunte al secretario de la corte
        cómo se emiten las citaciones en su condado. Las organizaciones locales de asistencia legal, las clínicas de las
        facultades de derecho y los servicios de referencia de los colegios de abogados pueden ayudarle, a veces gratis o a bajo
        costo. Piense en contratar a un abogado de alcance limitado para una sola tarea, como prepararse para una deposición o
        redactar las solicitudes.
      </p>
    </GuideShell>
  );
}

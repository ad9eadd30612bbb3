import { Link } from 'wouter';
import { SAFETY_GUIDE_LINES } from '../../../content/crisisLines';
import * as paths from '../../../lib/paths';
import { GuideShell } from './GuideShell';
import { HelpLines } from '../../../ui/HelpLines';

// The safety guide in Spanish (docs/i18n.md): the same sections, anchors and advice as
// SafetyPage.tsx, written in plain Spanish (usted), loaded only when Spanish is chosen. Its
// words are also the page's Spanish search text (scripts/search-text.mjs, SOURCES_ES). Terms:
// protective order "orden de protección", restraining order "orden de restricción", served
// "notificada", legal aid "asistencia legal" (docs/i18n.md, glossary). Keep it in step with the
// English page.
export default function SafetyPageEs() {
  return (
    <GuideShell
      title="Planes de seguridad, órdenes de protección y rastreadores"
      path={paths.safetyGuide}
      description="Si tiene miedo de su expareja: un plan de seguridad, órdenes de protección y de restricción, intercambios más seguros de los hijos, y cómo proteger su teléfono y sus cuentas del rastreo y el acoso, con las líneas de ayuda contra la violencia doméstica y el abuso."
      keywords={['plan de seguridad violencia doméstica', 'orden de protección', 'orden de restricción', 'acoso', 'rastreador']}
      lead={
        <>
          <p>
            <strong>
              ¿Está en peligro ahora mismo? Llame al <a href="tel:911">911</a>.
            </strong>{' '}
            Las líneas de ayuda están justo debajo.
          </p>
          <p>
            Si su expareja le da miedo, le hace daño, le amenaza o vigila adónde va, usted no está exagerando y no está sola ni
            solo. El abuso tiene que ver con el poder y el control, y muchas veces aumenta cuando termina una relación. Esta
            página reúne lo que recomiendan las personas que apoyan a víctimas de violencia doméstica para protegerse mejor: un
            plan de seguridad, las órdenes de protección, intercambios más seguros de los hijos y cómo mantener privados su
            teléfono y sus cuentas.
          </p>
          <p>
            Es información general, no asesoramiento legal, y no reemplaza a una persona de apoyo que conozca su situación. En una
            línea de ayuda, alguien puede ayudarle a hacer un plan que se ajuste a su vida, gratis y de forma confidencial.
          </p>
        </>
      }
    >
      <HelpLines
        className="card guide__callout guide__crisis"
        ids={SAFETY_GUIDE_LINES}
        intro="Estos servicios de EE. UU. son gratuitos y confidenciales. Si no es seguro llamar, a varios de ellos se les puede escribir por mensaje de texto."
      />

      <section className="card guide__callout" aria-labelledby="exit-heading">
        <h2 id="exit-heading">Salir rápido de esta página</h2>
        <p>
          Pulse <strong>Salida rápida</strong> (arriba en la página, o abajo a la izquierda en un teléfono) o pulse la tecla
          Escape tres veces. Sus datos se bloquean y esta página se cambia por un sitio web común. Si alguien puede revisar este
          dispositivo, lea más abajo <a href="#what-this-app-can-hide">lo que esta aplicación puede ocultar y lo que no</a>.
        </p>
      </section>

      <h2 id="safety-plan">Haga un plan de seguridad</h2>
      <p>
        Un plan de seguridad es su propia lista de lo que hará para estar más seguro: mientras sigue en la relación, cuando se
        prepare para irse y después de irse. No tiene que estar por escrito. Si lo escribe, guárdelo donde la otra persona no lo
        encuentre, por ejemplo con una amistad de confianza.
      </p>
      <h3>En el día a día</h3>
      <ul>
        <li>
          Fíjese en qué cuartos tienen una salida, y cuando empiece una discusión no se quede en cuartos con armas o sin salida
          (la cocina, el garaje, el baño).
        </li>
        <li>
          Acuerde una palabra clave con una o dos personas de confianza que signifique “llama a la policía” o “ven a buscarme”.
        </li>
        <li>Lleve su teléfono cargado y con usted. Apréndase de memoria los números importantes por si le quitan el teléfono.</li>
        <li>
          Enseñe a sus hijos, con palabras adecuadas a su edad, cómo llamar al 911, qué decir (su nombre y su dirección) y un
          lugar seguro adonde ir, como la casa de un vecino. Dígales que su tarea es ponerse a salvo, no protegerle a usted.
        </li>
      </ul>
      <h3>Si piensa irse</h3>
      <p>
        Las personas de apoyo advierten que el tiempo alrededor de la salida puede ser el más peligroso, así que planéelo con
        cuidado y, si puede, con su ayuda.
      </p>
      <ul>
        <li>
          Prepare una bolsa y déjela con alguien de confianza: identificaciones, actas de nacimiento y tarjetas del Seguro Social
          (suyas y de sus hijos), tarjetas del seguro médico, medicinas, llaves de repuesto, algo de dinero en efectivo, un
          cargador, y copias de los papeles de la corte, del contrato de alquiler y de sus datos bancarios.
        </li>
        <li>Tome fotos de los documentos importantes y guárdelas donde la otra persona no pueda llegar.</li>
        <li>Piense adónde irá, cómo llegará y a qué hora es menos probable que noten que se va.</li>
        <li>
          Si le es posible, abra una cuenta bancaria a su nombre y haga que le envíen los estados de cuenta a un lugar seguro.
        </li>
        <li>Si más adelante necesita volver por sus cosas, puede pedir a la policía que le acompañe.</li>
      </ul>
      <h3>Después de irse</h3>
      <ul>
        <li>
          Cambie, cuando pueda, las rutas y los horarios que usa cada día: el camino al trabajo, las compras, la llegada a la
          escuela.
        </li>
        <li>
          Diga a la escuela o guardería de sus hijos, y a la recepción de su trabajo, quién puede y quién no puede recoger a los
          niños o visitarle. Si tiene una orden de protección, deles una copia.
        </li>
        <li>
          Lleve un registro: fechas, lo que pasó, fotos de las lesiones o los daños, y capturas de pantalla de mensajes
          amenazantes, mensajes de voz o llamadas perdidas. Guarde copias donde la otra persona no pueda llegar.
        </li>
      </ul>

      <h2 id="protective-orders">Órdenes de protección y órdenes de restricción</h2>
      <p>
        Una orden de protección es una orden firmada por un juez que le dice a una persona que deje de abusar de usted, de
        amenazarle o de acosarle. Los estados le dan distintos nombres: orden de protección, orden de restricción u orden de
        protección contra el abuso. Normalmente es una orden civil: pedirla no es lo mismo que presentar cargos penales, aunque no
        cumplirla puede ser un delito.
      </p>
      <h3>Lo que puede decir una orden</h3>
      <p>Según su estado y su situación, un juez puede ordenar a la otra persona que:</p>
      <ul>
        <li>deje de hacerle daño, amenazarle, acosarle o seguirle;</li>
        <li>
          no se comunique con usted en persona, por teléfono, por mensaje de texto, por internet ni a través de otras personas;
        </li>
        <li>se mantenga a cierta distancia de usted, de su casa, de su trabajo y de la escuela de los niños;</li>
        <li>se vaya de la casa que comparten;</li>
        <li>entregue sus armas de fuego;</li>
        <li>cumpla arreglos temporales sobre los hijos, la manutención o un carro.</li>
      </ul>
      <h3>Cómo funciona por lo general</h3>
      <ul>
        <li>
          Usted la pide a la corte, muchas veces en el edificio de la corte y en algunos lugares por internet. Los formularios y
          la ayuda suelen ser gratuitos; el centro de ayuda de la corte, una oficina de asistencia legal o una persona de apoyo
          contra la violencia doméstica pueden orientarle.
        </li>
        <li>
          Si está en peligro ahora, un juez puede darle ese mismo día una orden temporal o de emergencia corta, antes de que se
          avise o se escuche a la otra persona. En algunos estados, la policía también puede pedir una orden de emergencia de
          noche o en fin de semana.
        </li>
        <li>
          Después se fija una audiencia, muchas veces en unas pocas semanas, en la que las dos partes pueden hablar. El juez
          decide si da una orden más larga y por cuánto tiempo.
        </li>
        <li>
          La orden le protege una vez que la otra persona recibe una copia (cuando se hace la entrega legal), por lo general por
          medio de la policía. Lleve una copia con usted. Una orden de un estado se puede hacer cumplir en los demás estados.
        </li>
        <li>Si la otra persona no cumple la orden, llame al 911 y anote lo que pasó.</li>
      </ul>
      <p>
        Quién puede pedir una orden, qué se considera abuso y cuánto dura una orden cambian en cada estado. WomensLaw.org explica
        las reglas de cada estado en palabras sencillas, y en una línea de ayuda pueden ayudarle a encontrar asistencia legal
        cerca de usted. Una orden es un papel: siga con su plan de seguridad a la vez.
      </p>

      <h2 id="safe-exchanges">Intercambios más seguros de los hijos</h2>
      <p>Entregar a los hijos puede ponerle cara a cara con el otro progenitor. Formas de hacer más seguros los intercambios:</p>
      <ul>
        <li>
          <strong>Un centro de intercambios supervisados.</strong> Personal capacitado recibe a los niños, y cada progenitor llega
          y se va a una hora distinta para que nunca se encuentren. La corte de su zona o un programa contra la violencia
          doméstica pueden decirle dónde hay uno; algunos piden una orden de la corte o un pago.
        </li>
        <li>
          <strong>Entregas sin encontrarse.</strong> Un progenitor deja a los niños en la escuela o la guardería y el otro los
          recoge allí.
        </li>
        <li>
          <strong>Un lugar público concurrido y con otro adulto.</strong> Vaya con alguien de confianza, quédese en su carro o
          cerca de él, y haga la entrega corta. En el estacionamiento de una estación de policía no hay agentes vigilando el
          intercambio, así que no garantiza su seguridad.
        </li>
        <li>
          <strong>Que quede en la orden.</strong> Pida a la corte que fije el lugar, la hora y quién puede hacer la entrega. Si el
          arreglo actual se ha vuelto peligroso, puede pedir a la corte que lo cambie.
        </li>
        <li>En el intercambio, hable solo de lo que necesitan los niños, y anote los intercambios tardíos, perdidos o tensos.</li>
        <li>
          Después de un intercambio, revise las mochilas, los juguetes y las sillas de auto de los niños por si hay un rastreador
          (vea más abajo). Nuestra <Link href={paths.coparentingGuide}>Guía de comunicación en la crianza compartida</Link>{' '}
          explica cómo escribir mensajes cortos y objetivos.
        </li>
      </ul>

      <h2 id="technology-safety">Seguridad con la tecnología: su teléfono, sus cuentas y su carro</h2>
      <p>
        Si la otra persona parece saber dónde ha estado, con quién habló o qué escribió, confíe en esa sensación. Puede venir de
        una cuenta compartida, de la ubicación compartida, de un rastreador escondido o de un programa de vigilancia. Antes de
        cambiar algo, piense en cómo podría reaccionar cuando deje de recibir esa información: los cambios repentinos pueden
        despertar sospechas, y lo que encuentre puede servir como prueba. Una persona de apoyo puede ayudarle a planear en qué
        orden hacer las cosas.
      </p>
      <h3>Use un dispositivo más seguro</h3>
      <p>
        Si cree que vigilan su teléfono o su computadora, busque ayuda y comuníquese con las personas de apoyo desde un
        dispositivo al que la otra persona nunca haya tenido acceso: una computadora de la biblioteca o del trabajo, o el teléfono
        de una amistad de confianza.
      </p>
      <h3>Cuentas y planes de teléfono compartidos</h3>
      <ul>
        <li>
          Muchas cuentas sincronizan fotos, mensajes, el historial de navegación y la ubicación en todos los dispositivos
          conectados: una cuenta de Apple o de Google compartida, un plan familiar, el correo electrónico, las redes sociales, un
          altavoz inteligente o el timbre con cámara.
        </li>
        <li>
          Desde un dispositivo seguro, cambie las contraseñas y las preguntas de seguridad, active la verificación en dos pasos y
          revise la lista de dispositivos conectados a cada cuenta; cierre la sesión de los que no reconozca.
        </li>
        <li>
          El titular de un plan de teléfono familiar muchas veces puede ver el registro de llamadas y mensajes. Un plan a su
          nombre acaba con eso.
        </li>
      </ul>
      <h3>La ubicación compartida</h3>
      <ul>
        <li>
          Revise quién puede ver su ubicación en Buscar (Find My, en el iPhone), en la ubicación compartida de Google Maps, en las
          aplicaciones de seguridad familiar y en las aplicaciones sociales con mapas. Las fotos también pueden llevar el lugar
          donde se tomaron.
        </li>
        <li>
          Los teléfonos, las tabletas, los relojes y las consolas de juegos de los niños pueden compartir su ubicación, y con ella
          la suya cuando están juntos. La aplicación conectada de un carro puede mostrar dónde está el carro.
        </li>
      </ul>
      <h3>Rastreadores como los AirTags</h3>
      <ul>
        <li>
          Los rastreadores Bluetooth pequeños se pueden meter en una bolsa, un abrigo, la mochila o un juguete de un niño, o
          esconder en un carro (en los pasos de rueda, los parachoques o debajo de los asientos).
        </li>
        <li>
          Los iPhone y la mayoría de los teléfonos Android le avisan cuando un rastreador desconocido se mueve con usted y le
          permiten hacerlo sonar. Un rastreador que pasa un tiempo lejos de su dueño también puede sonar solo.
        </li>
        <li>
          Si encuentra uno, piénselo antes de desactivarlo: su dueño puede notarlo. Muchas veces es más seguro ir primero a una
          estación de policía o llamar a una persona de apoyo, y el rastreador puede servir como prueba.
        </li>
      </ul>
      <h3>Señales de programas espía (aplicaciones de vigilancia)</h3>
      <ul>
        <li>La otra persona sabe lo que usted dijo en mensajes o llamadas, o dónde estuvo, sin que nadie se lo contara.</li>
        <li>
          Aplicaciones que no recuerda haber instalado, ajustes que cambiaron solos o un nuevo perfil de administración del
          dispositivo.
        </li>
        <li>La batería se gasta rápido o el teléfono se calienta sin usarlo, o usa muchos más datos que antes.</li>
        <li>
          Quitar un programa de vigilancia puede alertar a quien lo instaló y borrar pruebas. Planéelo con una persona de apoyo; a
          veces un teléfono nuevo con cuentas nuevas es el paso más seguro.
        </li>
      </ul>
      <h3>El historial del navegador y la navegación privada</h3>
      <ul>
        <li>
          Una ventana privada o de incógnito no guarda esta visita en el historial del navegador una vez cerrada la ventana. No
          oculta lo que hace a un programa de vigilancia, a quien administra la red ni a alguien que mire la pantalla.
        </li>
        <li>Borrar todo el historial de una vez puede llamar la atención. Borrar solo las entradas necesarias se nota menos.</li>
      </ul>

      <h2 id="what-this-app-can-hide">Lo que esta aplicación puede ocultar y lo que no</h2>
      <p>
        Todo lo que guarda en EvenGround se guarda solo en este dispositivo, cifrado con su frase de contraseña, y la Salida
        rápida lo bloquea al instante. Si alguien puede mirar este dispositivo, active la{' '}
        <Link href={`${paths.myData}#discretion`}>Discreción en la página Sus datos</Link>. Entonces:
      </p>
      <ul>
        <li>
          los archivos que descargue (copias de seguridad, la clave de recuperación, los PDF, los archivos de calendario) tienen
          nombres comunes como “document-2026-03-02.pdf”, sin palabras sobre el producto, temas legales o la familia;
        </li>
        <li>los eventos de calendario que agregue desde la aplicación llevan un título neutro y no nombran el producto;</li>
        <li>
          si agrega la aplicación a la pantalla de inicio después de activarla, se instala con el nombre “Notes” y un ícono
          sencillo.
        </li>
      </ul>
      <p>Lo que no puede ocultar:</p>
      <ul>
        <li>
          <strong>El historial del navegador:</strong> la dirección del sitio y los títulos de las páginas quedan en el historial,
          salvo que use una ventana privada o borre esas entradas.
        </li>
        <li>
          <strong>La aplicación instalada:</strong> un nombre y un ícono neutros no la quitan de la lista de aplicaciones ni de
          los ajustes de almacenamiento del teléfono, y se abre en este sitio. Una aplicación instalada antes de activar la
          Discreción conserva su nombre anterior hasta que la quite y la vuelva a agregar.
        </li>
        <li>
          <strong>Las notificaciones:</strong> esta aplicación no envía ninguna, pero los eventos de calendario que importe desde
          ella le harán recordatorios en su calendario (con el texto neutro si la Discreción estaba activada).
        </li>
        <li>
          <strong>Una búsqueda en el dispositivo:</strong> un nombre común no cambia lo que hay dentro. Un PDF descargado contiene
          todo lo que escribió, y una búsqueda dentro de los archivos puede encontrarlo. Borre las descargas que ya no necesite y
          vacíe la papelera.
        </li>
        <li>
          <strong>El archivo de copia de seguridad:</strong> su contenido está cifrado y no se puede leer sin su frase de
          contraseña o su clave de recuperación, pero el archivo en sí se puede ver, con su tamaño y su fecha.
        </li>
        <li>
          <strong>Los datos guardados:</strong> la lista de datos de sitios del navegador muestra que este sitio guarda datos en
          el dispositivo, aunque no cuáles.
        </li>
      </ul>
    </GuideShell>
  );
}

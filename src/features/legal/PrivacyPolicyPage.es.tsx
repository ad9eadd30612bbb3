import { Link } from 'wouter';
import { PageMeta } from '../../ui/PageMeta';
import { config } from '../../lib/config';
import { EFFECTIVE_DATE, LegalSection, USAGE_RETENTION_MONTHS } from './LegalSection';
import { CourtesyNote, effectiveDateEs } from './courtesy';
import './legal.css';
import * as paths from '../../lib/paths';

// The Privacy Policy in Spanish (docs/i18n.md): the same sections, numbers and facts as
// PrivacyPolicyPage.en.tsx, in plain Spanish (usted), loaded only when Spanish is chosen. Keep it in
// step with the English page, which is the one that governs (CourtesyNote). Terms: subpoena
// "citación judicial", court order "orden de la corte" (docs/i18n.md, glossary).
export default function PrivacyPolicyPageEs() {
  const email = config.supportEmail;
  return (
    <article className="container page legal">
      <PageMeta
        title="Política de privacidad"
        description="Cómo maneja EvenGround su información: los datos de las herramientas se quedan en su dispositivo, cifrados con su frase de contraseña, y nunca se suben."
        path={paths.privacy}
        keywords={['política de privacidad', 'datos locales', 'cifrado']}
      />
      <h1>Política de privacidad</h1>
      <p className="muted">Fecha de entrada en vigor: {effectiveDateEs(EFFECTIVE_DATE)}</p>
      <CourtesyNote />
      <div className="alert alert--info">
        <p>
          <strong>En resumen:</strong> lo que usted escribe en las herramientas de EvenGround se queda en su dispositivo, cifrado
          con una frase de contraseña que solo usted conoce. Nunca lo subimos, no podemos leerlo y no podemos recuperarlo por
          usted. Solo recibimos la información que usted decide enviarnos, como un correo electrónico o, donde se ofrecen cuentas,
          la dirección de correo de su cuenta.
        </p>
      </div>

      <LegalSection n={1} title="Quiénes somos y qué cubre esta política">
        <p>
          EvenGround (“EvenGround”, “nosotros”) ofrece información educativa y herramientas de autoayuda para madres y padres que
          pasan por una separación o un divorcio. Esta Política de privacidad explica qué información manejan la aplicación web y
          el sitio web de EvenGround (los “Servicios”), dónde se guarda esa información y qué opciones tiene usted. Se aplica solo
          a los Servicios, no a otros sitios web o servicios a los que enlazamos.
        </p>
        <p>
          Al usar los Servicios, usted acepta esta política. Forma parte de nuestras{' '}
          <Link href={paths.terms}>Condiciones de uso</Link>.
        </p>
      </LegalSection>

      <LegalSection n={2} title="Datos locales por diseño: los datos de sus herramientas se quedan en su dispositivo">
        <p>EvenGround está hecho para que la información personal de su caso nunca tenga que salir de su dispositivo:</p>
        <ul>
          <li>
            Todo lo que usted escribe en las herramientas (declaración jurada financiera, planes de crianza, progreso de las
            listas, hojas de gastos, resultados de cuestionarios, borradores de historias e informes de mediación) se guarda en el
            almacenamiento del navegador de su dispositivo, <strong>cifrado</strong> (AES-256-GCM) con una clave derivada de una
            frase de contraseña que usted elige.
          </li>
          <li>
            Su frase de contraseña y la clave de cifrado nunca se nos envían ni se guardan de forma legible. No podemos leer sus
            datos y, si usted pierde su frase de contraseña y también su clave de recuperación, nadie, ni siquiera nosotros, puede
            recuperarlos.
          </li>
          <li>
            El <strong>mediador con IA</strong> lee los documentos que usted elige en su dispositivo, en su navegador. Los
            documentos y el informe que resulta no se nos suben a nosotros ni a ningún proveedor de IA.
          </li>
          <li>
            Los PDF, las impresiones, los archivos CSV y las copias de seguridad que crean las herramientas se generan en su
            dispositivo y se guardan donde usted elija. Las copias de seguridad cifradas son suyas.
          </li>
          <li>
            La aplicación funciona sin conexión después de su primera visita, porque sus propios archivos (no sus datos) se
            guardan en su dispositivo.
          </li>
        </ul>
      </LegalSection>

      <LegalSection n={3} title="Información que usted decide enviarnos">
        <ul>
          <li>
            <strong>Cuentas (solo donde este sitio las ofrece).</strong> Algunos sitios de EvenGround ofrecen cuentas. Las cuentas
            las maneja Supabase Auth, nuestro proveedor de autenticación. Si usted crea una, el proveedor guarda su dirección de
            correo, una contraseña protegida con un hash seguro (nunca vemos su contraseña), el identificador de la cuenta y las
            horas de registro y de inicio de sesión. Si usted inicia sesión con Google, Google comparte su nombre y su dirección
            de correo con el proveedor para ese fin. Una cuenta solo se usa para iniciar su sesión y controlar el acceso a
            funciones; los datos de sus herramientas no se guardan en ella. Donde un sitio no ofrece cuentas, no hay ningún
            sistema de cuentas.
          </li>
          <li>
            <strong>Formulario de contacto y envío de historias.</strong> Estos formularios no envían nada a través de nuestros
            servidores. Abren su propia aplicación de correo con un mensaje dirigido a nosotros, y no se envía nada hasta que
            usted pulse Enviar allí. Recibimos lo que usted envía, incluida su dirección de correo y todo lo que escriba.
          </li>
          <li>
            <strong>Ventana del boletín.</strong> La plantilla gratuita se crea en su dispositivo. Donde este sitio ofrece un
            boletín, la ventana pide una dirección de correo o un número de teléfono y lo envía a nuestra lista del boletín solo
            cuando usted pulsa el botón para recibir la plantilla gratuita; lo usamos solo para enviarle novedades. Si no, no pide
            nada.
          </li>
          <li>
            <strong>Preguntas de los cuestionarios.</strong> Donde se ofrecen cuentas, la aplicación descarga las preguntas de los
            cuestionarios de nuestra base de datos. Esa descarga no contiene información sobre usted, y sus respuestas y
            resultados se quedan en su dispositivo.
          </li>
        </ul>
      </LegalSection>

      <LegalSection n={4} title="Cookies, almacenamiento del navegador y datos de uso">
        <p>Usamos solo lo que los Servicios necesitan para funcionar:</p>
        <ul>
          <li>
            su elección sobre las cookies (aceptadas o rechazadas, y cuándo), guardada en el almacenamiento local de su navegador;
          </li>
          <li>
            pequeñas preferencias, como el tiempo de bloqueo automático de sus datos, y marcas que evitan que una ventana vuelva a
            aparecer;
          </li>
          <li>donde se ofrecen cuentas y usted inicia sesión, la sesión que Supabase Auth guarda en su navegador;</li>
          <li>los propios archivos de la aplicación, guardados para que funcione sin conexión.</li>
        </ul>
        <p>
          Las cookies no esenciales (para mejorar la experiencia y analizar el tráfico) se usan solo si usted las acepta en el
          aviso de cookies. Por ahora, los Servicios no usan cookies de análisis ni de publicidad. Si algún día agregamos análisis
          de uso, funcionará solo con su consentimiento, nunca incluirá lo que usted escribe en las herramientas, y los datos de
          uso se guardarán como máximo {USAGE_RETENTION_MONTHS} meses. La empresa que aloja el sitio web puede guardar registros
          técnicos comunes del servidor (como la dirección IP, el tipo de navegador y la página pedida) por seguridad y para su
          funcionamiento.
        </p>
      </LegalSection>

      <LegalSection n={5} title="Servicios de terceros">
        <p>
          Algunas funciones se conectan con otras empresas, que manejan la información según sus propias políticas de privacidad.
          No las controlamos:
        </p>
        <ul>
          <li>
            <strong>Supabase</strong> (cuentas y preguntas de los cuestionarios, solo donde se ofrecen cuentas), y Google si usted
            elige iniciar sesión con Google.
          </li>
          <li>
            <strong>Un asistente de chat externo</strong>, si un sitio usa uno. Los mensajes que usted escribe en él van a ese
            proveedor. Sin él, el chat abre nuestra guía integrada, que funciona en su dispositivo y no envía nada.
          </li>
          <li>
            <strong>Reproductores de video</strong>, donde un sitio muestra videos, se cargan desde el proveedor del video, que
            puede poner sus propias cookies. Cada video tiene también una transcripción escrita que no necesita conexión.
          </li>
          <li>
            <strong>Los enlaces de pago, del foro y de redes sociales</strong> lo llevan a otros sitios web. Los pagos se hacen en
            el sitio del proveedor de pago; no recibimos los datos de su tarjeta.
          </li>
        </ul>
      </LegalSection>

      <LegalSection n={6} title="Cómo usamos y compartimos la información">
        <p>Usamos la poca información que recibimos para:</p>
        <ul>
          <li>crear y proteger su cuenta e iniciar su sesión;</li>
          <li>contestar sus mensajes y considerar las historias que nos envía;</li>
          <li>mantener los Servicios funcionando, seguros y libres de abusos;</li>
          <li>cumplir obligaciones legales.</li>
        </ul>
        <p>
          <strong>No</strong> vendemos ni alquilamos información personal, no la compartimos para publicidad dirigida y no la
          usamos para crear perfiles publicitarios. Compartimos información solo con proveedores que nos ayudan a ofrecer los
          Servicios (como Supabase y nuestro proveedor de alojamiento), cuando usted nos lo pide, o cuando la ley lo exige, por
          ejemplo ante una citación judicial o una orden de la corte válidas. Le avisaríamos de ese pedido cuando la ley lo
          permita. Como los datos de sus herramientas están en su dispositivo y cifrados, no tenemos nada de ellos que entregar.
        </p>
      </LegalSection>

      <LegalSection n={7} title="Conservación y seguridad de los datos">
        <ul>
          <li>
            <strong>En su dispositivo:</strong> los datos cifrados de sus herramientas se quedan hasta que usted los borre. La
            aplicación puede borrar de una vez todo lo que guardó en el dispositivo; borrar los datos del sitio en su navegador
            también los elimina.
          </li>
          <li>
            <strong>Cuentas:</strong> se guardan mientras su cuenta esté abierta y se borran en un plazo razonable después de que
            usted nos pida cerrarla, salvo lo que la ley nos obligue a conservar.
          </li>
          <li>
            <strong>Correos que usted nos envía:</strong> se guardan el tiempo necesario para contestar y para nuestros registros.
          </li>
          <li>
            <strong>Datos de uso</strong> (si alguna vez se recogen con su consentimiento): como máximo {USAGE_RETENTION_MONTHS}{' '}
            meses.
          </li>
        </ul>
        <p>
          Las conexiones con los Servicios están cifradas (HTTPS). Los datos de sus herramientas se cifran en su dispositivo con
          AES-256-GCM con una clave derivada de su frase de contraseña (PBKDF2-SHA-256, 600,000 iteraciones). Ningún sistema es
          perfectamente seguro: elija una frase de contraseña fuerte, guarde su clave de recuperación en un lugar seguro, bloquee
          la aplicación en dispositivos compartidos y mantenga actualizados su dispositivo y su navegador.
        </p>
      </LegalSection>

      <LegalSection n={8} title="Sus opciones y sus derechos">
        <ul>
          <li>Puede usar los Servicios sin una cuenta y rechazar las cookies no esenciales en cualquier momento.</li>
          <li>Puede exportar una copia de seguridad cifrada de sus datos, o borrarlos de su dispositivo, cuando quiera.</li>
          <li>
            Puede pedirnos ver, corregir o borrar la información personal que tenemos sobre usted (por ejemplo, su cuenta o los
            correos que nos envió). Los residentes de algunos estados de EE. UU., como California, tienen estos derechos según las
            leyes estatales de privacidad; los respetamos para todos. No lo discriminaremos por ejercerlos.
          </li>
        </ul>
        <p>
          Para hacer un pedido, escriba a <a href={`mailto:${email}`}>{email}</a>. Es posible que primero debamos confirmar su
          identidad.
        </p>
      </LegalSection>

      <LegalSection n={9} title="Privacidad de los niños">
        <p>
          Los Servicios son para personas adultas de 18 años o más. No están dirigidos a menores de 13 años (o de 16 en algunos
          lugares), y no recogemos a sabiendas información personal de ellos. Si cree que un menor nos envió información personal,
          escríbanos y la borraremos.
        </p>
      </LegalSection>

      <LegalSection n={10} title="Cambios a esta política y cómo comunicarse con nosotros">
        <p>
          Podemos actualizar esta política a medida que cambien los Servicios. Publicaremos la nueva versión aquí con una nueva
          fecha de entrada en vigor y, para los cambios importantes, daremos un aviso claro en la aplicación. Seguir usando los
          Servicios después de un cambio significa que usted acepta la política actualizada.
        </p>
        <p>
          ¿Preguntas sobre privacidad? Escríbanos a <a href={`mailto:${email}`}>{email}</a>.
        </p>
      </LegalSection>
    </article>
  );
}
